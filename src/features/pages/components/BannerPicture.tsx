import { Picture } from '../../../ui/Picture.tsx';
import type { MediaName } from '../../site/media.ts';
import './pages.css';

/** The wide picture under a page's heading; it is the page's largest paint, so it loads first. */
export function BannerPicture({ name, lang }: { name: MediaName; lang: 'en' | 'te' }) {
  return (
    <div className="banner-picture">
      <Picture name={name} lang={lang} sizes="100vw" loading="eager" fetchPriority="high" />
    </div>
  );
}
