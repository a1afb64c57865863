// The web font is asked for once the page has painted (docs/decisions/117): text paints at once in
// the metric-matched fallback (or the phone's own Telugu face), and the picture of the first paint
// has the line to itself. Later pages of the visit, whose font the browser now holds, use it from
// the start. Without JavaScript the layout's <noscript> rule asks for the font at once.
const held = 'web-fonts';

/** Reads, or with `hold` records, that the browser holds the font; storage may be refused (a private window). */
function stored(hold?: boolean): boolean {
  try {
    if (hold) sessionStorage.setItem(held, '1');
    return sessionStorage.getItem(held) === '1';
  } catch {
    return false;
  }
}

function useFonts() {
  document.documentElement.classList.add(held);
  stored(true);
}

// After the load event and the first contentful paint (which the browser reports once the frame
// is on the screen), then two frames and a task: the frame with the page's largest picture is on
// the screen before a font request starts.
function afterPaint() {
  const next = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(useFonts)));
  if (
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    performance.getEntriesByName('first-contentful-paint').length
  )
    return next();
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    next();
  }).observe({ type: 'paint' });
}

if (stored()) useFonts();
else if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
