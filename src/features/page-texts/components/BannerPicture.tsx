import { StoredPicture } from './StoredPicture.tsx';
import './pages.css';

/**
 * The wide picture under a page's heading; it is the page's largest paint, so it loads first.
 * `name`: a media name, or the address of a picture uploaded in the settings (described by `alt`).
 */
export function BannerPicture({ name, lang, alt = '' }: { name: string; lang: 'en' | 'te'; alt?: string }) {
  return (
    <div className="banner-picture">
      <StoredPicture
        source={name}
        sizes="100vw"
        lang={lang}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        width={1920}
        height={720}
      />
    </div>
  );
}
