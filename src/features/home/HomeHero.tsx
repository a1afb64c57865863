import { StoredPicture } from '../pages/components/StoredPicture.tsx';
import './HomeHero.css';

interface Props {
  lang: 'en' | 'te';
  /** The centre's name in Telugu, always shown, and in English under it on English pages. */
  nameTe: string;
  nameEn: string;
  tagline: string;
  poster: string;
  videoMp4: string;
  videoWebm: string;
}

// The video carries no source in the HTML, so nothing is fetched until this script decides to:
// visitors who ask for reduced data (Save-Data) or reduced motion keep the still poster.
const attachVideo = `
const video = document.querySelector('[data-hero-video]');
const saveData = navigator.connection && navigator.connection.saveData === true;
const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
function start() {
  for (const [type, src] of [['video/webm', video.dataset.webm], ['video/mp4', video.dataset.mp4]]) {
    if (!src) continue;
    const source = document.createElement('source');
    source.type = type;
    source.src = src;
    video.append(source);
  }
  video.addEventListener('playing', () => video.classList.add('is-playing'), { once: true });
  video.load();
  video.play().catch(() => {});
}
// The loop waits until the page has loaded and the browser is idle, so it never competes with
// the page's own first paint for the network or the processor.
function later() {
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 1500);
}
if (video && !saveData && !still) {
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}`;

/** The full-screen hero: the poster paints first, the muted loop fades in over it when allowed. */
export function HomeHero({ lang, nameTe, nameEn, tagline, poster, videoMp4, videoWebm }: Props) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      {/* The page's first picture: a media name, or a poster uploaded in the settings. */}
      <StoredPicture source={poster} sizes="100vw" lang={lang} alt="" loading="eager" fetchPriority="high" width={1600} height={900} className="hero__poster" />
      {(videoMp4 || videoWebm) && (
        <>
          <video
            className="hero__video"
            data-hero-video=""
            data-mp4={videoMp4}
            data-webm={videoWebm}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
          />
          <script type="module" dangerouslySetInnerHTML={{ __html: attachVideo }} />
        </>
      )}
      <div className="hero__text">
        <h1 id="hero-title" lang="te">
          {nameTe}
        </h1>
        {lang === 'en' && nameEn !== nameTe && <p className="hero__name-en">{nameEn}</p>}
        <p className="hero__tagline">{tagline}</p>
      </div>
    </section>
  );
}
