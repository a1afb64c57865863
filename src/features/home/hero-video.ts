// The home hero's muted loop (HomeHero.tsx). The video carries no source in the HTML, so nothing
// is fetched until this script decides to: visitors who ask for reduced data (Save-Data), on a
// slow line, or asking for reduced motion keep the still poster. Its pause button (WCAG 2.2.2) is remembered for the
// visit: a visitor who paused it is not shown it moving again on the next page view. Loaded by
// src/pages/index.astro as a page script, so Astro writes its hash into the page's security policy.
const video = document.querySelector<HTMLVideoElement>('[data-hero-video]');
const toggle = document.querySelector<HTMLButtonElement>('[data-hero-toggle]');
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
  downlink?: number;
}
const connection = (navigator as Navigator & { connection?: Connection }).connection;
const saveData = connection?.saveData === true;
// On 400 kbit/s the loop took 9 s of the line a devotee needs for the page. The browser's own
// estimate of the line (most Android browsers give one; others none, and play) decides.
const slowLine =
  (connection?.effectiveType !== undefined && connection.effectiveType !== '4g') ||
  (connection?.downlink !== undefined && connection.downlink < 1.5);
const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
const choiceKey = 'hero-video';

function remembered(): string | null {
  try {
    return sessionStorage.getItem(choiceKey);
  } catch {
    return null;
  }
}

function remember(choice: 'paused' | 'playing') {
  try {
    sessionStorage.setItem(choiceKey, choice);
  } catch {
    // Storage refused (a private window): the choice holds for this page only.
  }
}

let loaded = false;
let wanted = false;

function load(video: HTMLVideoElement) {
  loaded = true;
  for (const [type, src] of [
    ['video/webm', video.dataset.webm],
    ['video/mp4', video.dataset.mp4],
  ] as const) {
    if (!src) continue;
    const source = document.createElement('source');
    source.type = type;
    source.src = src;
    video.append(source);
  }
  video.addEventListener('playing', () => video.classList.add('is-playing'), { once: true });
  video.load();
}

function play(video: HTMLVideoElement) {
  if (!wanted) return;
  if (!loaded) load(video);
  video.play().catch(() => {});
}

function show(playing: boolean) {
  if (!toggle) return;
  toggle.dataset.state = playing ? 'playing' : 'paused';
  toggle.querySelector('.hero__toggle-label')!.textContent =
    (playing ? toggle.dataset.pause : toggle.dataset.play) ?? '';
}

// The loop waits until the page has loaded and the browser is idle, so it never competes with
// the page's own first paint for the network or the processor.
function later(video: HTMLVideoElement) {
  if ('requestIdleCallback' in window) requestIdleCallback(() => play(video), { timeout: 4000 });
  else setTimeout(() => play(video), 1500);
}

if (video) {
  wanted = !saveData && !slowLine && !still && remembered() !== 'paused';
  if (toggle) {
    toggle.hidden = false;
    show(wanted);
    toggle.addEventListener('click', () => {
      wanted = !wanted;
      remember(wanted ? 'playing' : 'paused');
      show(wanted);
      if (wanted) play(video);
      else video.pause();
    });
  }
  if (wanted) {
    if (document.readyState === 'complete') later(video);
    else addEventListener('load', () => later(video), { once: true });
  }
}
