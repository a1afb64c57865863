import { useState } from 'react';
import './VideoPlayer.css';

interface Props {
  /** The privacy-enhanced player's address (youtube-nocookie.com). */
  embedUrl: string;
  /** Without JavaScript the play button is a plain link to the video on YouTube. */
  watchUrl: string;
  poster: { src: string; srcset: string; width: number; height: number };
  playLabel: string;
  title: string;
}

/**
 * The event's picture with a play button. Nothing is loaded from YouTube until the visitor
 * presses it; then the privacy-enhanced player replaces the picture and starts.
 */
export default function VideoPlayer({ embedUrl, watchUrl, poster, playLabel, title }: Props) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="video-player">
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video-player">
      <img
        src={poster.src}
        srcSet={poster.srcset}
        sizes="(min-width: 48rem) 22rem, 100vw"
        width={poster.width}
        height={poster.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <a
        className="video-player__play"
        href={watchUrl}
        onClick={(e) => {
          e.preventDefault();
          setPlaying(true);
        }}
      >
        <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
          <path
            d={
              'M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.2 13 .2 24 .2 24s0 ' +
              '11 1.3 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.8 35 ' +
              '67.8 24 67.8 24s0-11-1.3-16.3z'
            }
            fill="#b3261e"
          />
          <path d="M45 24 27 14v20z" fill="#fff" />
        </svg>
        <span className="visually-hidden">{playLabel}</span>
      </a>
    </div>
  );
}
