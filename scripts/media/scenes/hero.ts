// The home page hero: a temple tank at dusk, a gopuram against the afterglow, diyas along the
// steps and a slow mandala in the sky. `t` (0..1) is the phase of the loop; every motion is
// periodic in it so the last frame runs into the first without a seam. The poster is t = 0.
import { hills, palm, sky, SKIES } from '../motifs/nature.ts';
import { diya, mandala } from '../motifs/sacred.ts';
import { gopuram, steps } from '../motifs/temple.ts';
import { type Canvas, circle, ellipse, g, n, rect, rng } from '../svg.ts';

const TAU = Math.PI * 2;

export function heroScene(c: Canvas, t: number): string {
  const { w, h, defs } = c;
  const portrait = h > w;
  const unit = portrait ? w / 1080 : h / 1080;
  const horizon = h * (portrait ? 0.62 : 0.66);
  const cx = w / 2;
  let out = sky(c, SKIES.dusk, horizon + 2);
  out += circle(
    cx,
    horizon,
    h * 0.5,
    defs.radial([
      [0, '#ffd98a', 0.75],
      [0.4, '#f4a94a', 0.3],
      [1, '#e8891c', 0],
    ]),
  );

  // The mandala turns 15 degrees per loop: every ring has 24 or 48 parts, so that is seamless.
  const mr = portrait ? w * 0.62 : h * 0.62;
  out += mandala(rng('hero-mandala'), cx, horizon - h * 0.08, mr, {
    colors: ['#ffe2a0', 'none', '#ffe2a0', 'none'],
    stroke: '#ffe2a0',
    rings: 7,
    orders: [24, 24, 48, 48],
    opacity: 0.1,
    rotate: t * 15,
  });

  out += hills(c, horizon - 40 * unit, 110 * unit, '#8a3325', 3);
  out += hills(c, horizon - 5 * unit, 60 * unit, '#6a2129', 5);

  // Gopuram with flanking palms, all in silhouette.
  const gw = (portrait ? 430 : 470) * unit;
  const gh = (portrait ? 760 : 640) * unit;
  const lamps = 0.7 + 0.3 * Math.sin(TAU * t);
  out += gopuram(cx, horizon + 8 * unit, gw, gh, {
    fill: '#4a1019',
    detail: '#2f0a10',
    highlight: `rgba(255,200,110,${n(0.5 * lamps)})`,
    tiers: 7,
  });
  const palms = portrait
    ? [
        [-0.42, 380, -0.12],
        [0.4, 430, 0.1],
      ]
    : [
        [-0.34, 420, -0.1],
        [-0.27, 330, 0.08],
        [0.3, 450, 0.12],
        [0.38, 340, -0.06],
      ];
  for (const [dx, ph, lean] of palms as [number, number, number][]) {
    out += palm(c, cx + dx * w, horizon + 10 * unit, ph * unit, '#3e0d15', lean);
  }
  out += rect(0, horizon + 6 * unit, w, 16 * unit, '#3e0d15');

  // The tank: reflected sky, the gopuram's dark reflection, drifting ripples.
  const waterTop = horizon + 22 * unit;
  out += rect(
    0,
    waterTop,
    w,
    h - waterTop,
    defs.linear([
      [0, '#b8552c'],
      [0.5, '#6d2027'],
      [1, '#3a0c14'],
    ]),
  );
  out += g(gopuram(0, 0, gw, gh, { fill: '#3a0c14', tiers: 7 }), {
    transform: `translate(${n(cx)},${n(waterTop)}) scale(1,-0.42)`,
    opacity: 0.45,
  });
  let ripples = '';
  const rr = rng('hero-ripples');
  for (let i = 0; i < 26; i++) {
    const y = waterTop + rr.range(0.05, 1) * (h - waterTop) * 0.7;
    const len = rr.range(60, 220) * unit * (1 + (y - waterTop) / (h - waterTop));
    const phase = rr();
    // Ripples sway and shimmer in place; a drift across the tank would not loop seamlessly.
    const x = rr() * (w + 400) - 200 + Math.sin(TAU * (t + phase)) * 24 * unit;
    const alpha = 0.25 + 0.2 * Math.sin(TAU * (t + phase));
    ripples +=
      `<path d="M${n(x)},${n(y)}h${n(len)}" stroke="#ffd08a" stroke-opacity="${n(alpha)}" ` +
      `stroke-width="${n(3 * unit)}" stroke-linecap="round"/>`;
  }
  out += ripples;

  // Ghat steps in the foreground with a row of lamps.
  const stepTop = h - (portrait ? 330 : 230) * unit;
  out += steps(cx, h + 10 * unit, w * 1.2, 40 * unit, 3, '#5a1822', '#7a2a2a');
  out += rect(
    0,
    stepTop,
    w,
    h - stepTop,
    defs.linear([
      [0, '#2f0a10', 0],
      [1, '#2f0a10', 0.5],
    ]),
  );
  const count = portrait ? 5 : 9;
  const lr = rng('hero-lamps');
  const lampY = h - 120 * unit;
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * w;
    const p1 = lr();
    const p2 = lr();
    const flicker = 0.6 * Math.sin(TAU * (2 * t + p1)) + 0.4 * Math.sin(TAU * (5 * t + p2));
    const glow = 0.85 + 0.15 * Math.sin(TAU * (3 * t + p1));
    const s = (portrait ? 150 : 120) * unit * (1 - Math.abs(i - (count - 1) / 2) * 0.025);
    out += ellipse(x, lampY + 60 * unit, s * 0.8, 18 * unit, '#ffb04a', { opacity: n(0.18 * glow) });
    out += diya(c, x, lampY, s, { flicker, glow });
  }

  // Embers rise and fade; each completes a whole number of climbs per loop.
  const er = rng('hero-embers');
  let embers = '';
  for (let i = 0; i < 34; i++) {
    const x0 = er() * w;
    const speed = er() > 0.6 ? 2 : 1;
    const phase = er();
    const f = (phase + speed * t) % 1;
    const y = lampY - f * h * 0.75;
    const x = x0 + Math.sin(TAU * (f * 2 + phase)) * 30 * unit;
    const a = Math.sin(Math.PI * f) * 0.8;
    embers += circle(x, y, er.range(2, 4.5) * unit, '#ffd27a', { opacity: n(a) });
  }
  out += embers;

  // A soft darkening at the top so the centre's name in white reads well over it.
  out += rect(
    0,
    0,
    w,
    h * 0.45,
    defs.linear([
      [0, '#2a0910', 0.45],
      [1, '#2a0910', 0],
    ]),
  );
  return out;
}
