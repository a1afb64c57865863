import { StoredPicture } from '#src/features/page-texts/components/StoredPicture.tsx';
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
  labels: { pause: string; play: string };
}

/** The full-screen hero: the poster paints first, the muted loop fades in over it when allowed. */
export function HomeHero({ lang, nameTe, nameEn, tagline, poster, videoMp4, videoWebm, labels }: Props) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      {/* The page's first picture: a media name, or a poster uploaded in the settings. */}
      <StoredPicture
        source={poster}
        sizes="100vw"
        lang={lang}
        alt=""
        loading="eager"
        fetchPriority="high"
        width={1600}
        height={900}
        className="hero__poster"
      />
      {/* No source until src/features/home/hero-video.ts decides the visitor may have the loop. */}
      {(videoMp4 || videoWebm) && (
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
      )}
      {/* WCAG 2.2.2: a loop that starts by itself can be paused. Hidden until the script runs,
          since without it the video never plays; its label says what a press will do. */}
      {(videoMp4 || videoWebm) && (
        <button
          type="button"
          className="hero__toggle"
          data-hero-toggle=""
          data-pause={labels.pause}
          data-play={labels.play}
          hidden
        >
          <span className="hero__toggle-icon" aria-hidden="true" />
          <span className="hero__toggle-label">{labels.pause}</span>
        </button>
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
