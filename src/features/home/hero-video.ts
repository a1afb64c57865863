// The home hero's muted loop (HomeHero.tsx). The video carries no source in the HTML, so nothing
// is fetched until this script decides to: visitors who ask for reduced data (Save-Data) or
// reduced motion keep the still poster. Loaded by src/pages/index.astro as a page script, so Astro
// writes its hash into the page's security policy.
const video = document.querySelector<HTMLVideoElement>('[data-hero-video]');
const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
const still = matchMedia('(prefers-reduced-motion: reduce)').matches;

function start(video: HTMLVideoElement) {
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
  video.play().catch(() => {});
}

// The loop waits until the page has loaded and the browser is idle, so it never competes with
// the page's own first paint for the network or the processor.
function later(video: HTMLVideoElement) {
  if ('requestIdleCallback' in window) requestIdleCallback(() => start(video), { timeout: 4000 });
  else setTimeout(() => start(video), 1500);
}

if (video && !saveData && !still) {
  if (document.readyState === 'complete') later(video);
  else addEventListener('load', () => later(video), { once: true });
}
