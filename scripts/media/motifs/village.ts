// Village buildings and things of learning: school, home, cow shed, hay, veena, manuscripts.
import { C, type Canvas, circle, ellipse, g, n, path, poly, rect, translate } from '../svg.ts';

/** A one-storey school with a tiled roof, a verandah of pillars and a bell; (x,y) mid-foot. */
export function school(x: number, y: number, w: number, h: number, wall = '#f2dcb4', roof = C.terracotta): string {
  let out = rect(-w / 2, -h * 0.05, w, h * 0.05, '#c9a77a');
  out += rect(-w * 0.46, -h * 0.62, w * 0.92, h * 0.57, wall);
  out += path(
    poly([
      [-w * 0.55, -h * 0.6],
      [-w * 0.42, -h],
      [w * 0.42, -h],
      [w * 0.55, -h * 0.6],
    ]),
    roof,
  );
  let tiles = '';
  for (let k = 1; k < 4; k++)
    tiles += `M${n(-w * 0.55 + k * w * 0.033)},${n(-h * 0.6 - k * h * 0.1)}H${n(w * 0.55 - k * w * 0.033)}`;
  out += path(tiles, 'none', { stroke: '#8f3e22', 'stroke-width': 2, opacity: 0.6 });
  out += rect(-w * 0.46, -h * 0.62, w * 0.92, h * 0.05, '#000', { opacity: 0.1 });
  const bays = 7;
  for (let i = 0; i < bays; i++) {
    const bx = -w * 0.42 + ((i + 0.5) / bays) * w * 0.84;
    if (i === 3)
      out += path(
        `M${n(bx - w * 0.04)},${n(-h * 0.05)}V${n(-h * 0.38)}Q${n(bx)},${n(-h * 0.46)} ` +
          `${n(bx + w * 0.04)},${n(-h * 0.38)}V${n(-h * 0.05)}Z`,
        C.maroon,
      );
    else out += rect(bx - w * 0.03, -h * 0.45, w * 0.06, h * 0.22, '#6d8f93', { stroke: C.brown, 'stroke-width': 3 });
  }
  out += rect(w * 0.3, -h * 1.08, 4, h * 0.12, C.brown) + ellipse(w * 0.3 + 2, -h * 0.95, 10, 7, C.gold);
  return g(out, { transform: translate(x, y) });
}

/** A small home with a sloped roof and a lit window; (x,y) mid-foot. */
export function home(x: number, y: number, w: number, h: number, wall = '#efd3a8', roof = C.maroonSoft): string {
  let out = rect(-w / 2, -h * 0.6, w, h * 0.6, wall);
  out += path(
    poly([
      [-w * 0.62, -h * 0.56],
      [0, -h],
      [w * 0.62, -h * 0.56],
    ]),
    roof,
  );
  out += rect(-w * 0.1, -h * 0.34, w * 0.2, h * 0.34, C.brown);
  out += rect(w * 0.2, -h * 0.42, w * 0.16, h * 0.14, '#f6c56a', { stroke: C.brown, 'stroke-width': 3 });
  return g(out, { transform: translate(x, y) });
}

/** An open cow shed: four posts under a thatched roof; (x,y) mid-foot. */
export function shed(x: number, y: number, w: number, h: number, thatch = '#c9a05a'): string {
  let out = '';
  for (const k of [-0.45, -0.15, 0.15, 0.45]) out += rect(k * w - 5, -h * 0.7, 10, h * 0.7, '#7a5234');
  out += path(
    `M${n(-w * 0.58)},${n(-h * 0.62)}L${n(-w * 0.3)},${n(-h)}L${n(w * 0.3)},${n(-h)}L${n(w * 0.58)},${n(-h * 0.62)}Z`,
    thatch,
  );
  let straw = '';
  for (let i = 0; i < 30; i++)
    straw += `M${n(-w * 0.55 + (i / 29) * w * 1.1)},${n(-h * 0.63)}l${n(i < 15 ? 6 : -6)},${n(-h * 0.12)}`;
  out += path(straw, 'none', { stroke: '#a07a3a', 'stroke-width': 2, opacity: 0.7 });
  return g(out, { transform: translate(x, y) });
}

/** A conical haystack; (x,y) mid-foot. */
export function haystack(c: Canvas, x: number, y: number, w: number, h: number): string {
  let out = path(
    `M${n(x - w / 2)},${n(y)}C${n(x - w * 0.5)},${n(y - h * 0.6)} ${n(x - w * 0.2)},${n(y - h)} ` +
      `${n(x)},${n(y - h)}C${n(x + w * 0.2)},${n(y - h)} ${n(x + w * 0.5)},${n(y - h * 0.6)} ${n(x + w / 2)},${n(y)}Z`,
    '#d9b064',
  );
  let straw = '';
  for (let i = 0; i < 40; i++) {
    const sx = x + c.r.range(-0.45, 0.45) * w;
    const sy = y - c.r.range(0.05, 0.8) * h;
    straw += `M${n(sx)},${n(sy)}l${n(c.r.range(-8, 8))},${n(c.r.range(6, 14))}`;
  }
  out += path(straw, 'none', { stroke: '#a7823e', 'stroke-width': 2, 'stroke-linecap': 'round' });
  return out + circle(x, y - h, w * 0.05, '#a7823e');
}

/** A veena lying at an angle: the resonator, the long fretted neck, the second gourd. */
export function veena(c: Canvas, x: number, y: number, len: number, angle = -12): string {
  const wood = c.defs.linear(
    [
      [0, '#a0522d'],
      [1, '#6b2f1a'],
    ],
    0,
    1,
  );
  const l = len;
  let out = ellipse(l * 0.36, 0, l * 0.16, l * 0.13, wood);
  out += ellipse(l * 0.36, 0, l * 0.11, l * 0.085, '#8a3f22');
  out += circle(l * 0.36, 0, l * 0.03, C.goldLight);
  out += rect(-l * 0.42, -l * 0.035, l * 0.7, l * 0.07, wood, { rx: l * 0.02 });
  let frets = '';
  for (let i = 0; i < 20; i++) frets += `M${n(-l * 0.36 + i * l * 0.028)},${n(-l * 0.035)}v${n(l * 0.07)}`;
  out += path(frets, 'none', { stroke: C.goldLight, 'stroke-width': 1.6 });
  out += path(
    `M${n(-l * 0.44)},${n(-l * 0.03)}L${n(l * 0.5)},${n(-l * 0.012)}M${n(-l * 0.44)},${n(0)}L${n(l * 0.5)},${n(0)}`,
    'none',
    { stroke: '#f3e7cc', 'stroke-width': 1.2 },
  );
  out += circle(-l * 0.3, l * 0.1, l * 0.07, wood);
  out += path(
    `M${n(-l * 0.42)},${n(-l * 0.035)}C${n(-l * 0.5)},${n(-l * 0.06)} ${n(-l * 0.55)},${n(-l * 0.02)} ` +
      `${n(-l * 0.52)},${n(l * 0.05)}C${n(-l * 0.5)},${n(l * 0.08)} ${n(-l * 0.46)},${n(l * 0.06)} ` +
      `${n(-l * 0.42)},${n(l * 0.035)}Z`,
    C.gold,
  );
  return g(out, { transform: `translate(${n(x)},${n(y)}) rotate(${n(angle)})` });
}

/** A bundle of palm-leaf manuscripts between wooden boards, tied with a cord. */
export function manuscripts(x: number, y: number, len: number, angle = 0): string {
  const h = len * 0.14;
  let out = rect(-len / 2, -h, len, h * 0.16, '#7a4a24', { rx: 3 });
  let leaves = '';
  for (let i = 0; i < 8; i++) leaves += `M${n(-len / 2 + 4)},${n(-h * 0.84 + i * h * 0.085)}h${n(len - 8)}`;
  out += rect(-len / 2 + 2, -h * 0.84, len - 4, h * 0.68, '#e9d3a0', { rx: 4 });
  out += path(leaves, 'none', { stroke: '#c9a96e', 'stroke-width': 1.5 });
  out += rect(-len / 2, -h * 0.16, len, h * 0.16, '#7a4a24', { rx: 3 });
  out += path(
    `M${n(-len * 0.2)},${n(-h * 1.05)}V${n(h * 0.05)}M${n(len * 0.2)},${n(-h * 1.05)}V${n(h * 0.05)}`,
    'none',
    { stroke: C.maroon, 'stroke-width': 3 },
  );
  return g(out, { transform: `translate(${n(x)},${n(y)}) rotate(${n(angle)})` });
}

/** An open book on an X-shaped wooden stand (rehal); (x,y) mid-foot. */
export function bookOnStand(x: number, y: number, w: number): string {
  const h = w * 0.6;
  let out = path(
    `M${n(-w * 0.4)},0L${n(w * 0.3)},${n(-h * 0.6)}M${n(w * 0.4)},0L${n(-w * 0.3)},${n(-h * 0.6)}`,
    'none',
    {
      stroke: '#7a4a24',
      'stroke-width': w * 0.05,
      'stroke-linecap': 'round',
    },
  );
  out += path(
    `M0,${n(-h * 0.45)}L${n(-w * 0.5)},${n(-h * 0.7)}L${n(-w * 0.48)},${n(-h * 0.98)}L0,${n(-h * 0.78)}` +
      `L${n(w * 0.48)},${n(-h * 0.98)}L${n(w * 0.5)},${n(-h * 0.7)}Z`,
    '#f8efdc',
    { stroke: '#c9a96e', 'stroke-width': 2 },
  );
  let lines = '';
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    lines +=
      `M${n(-w * 0.42)},${n(-h * 0.92 + t * h * 0.22)}L${n(-w * 0.06)},${n(-h * 0.76 + t * h * 0.22)}` +
      `M${n(w * 0.06)},${n(-h * 0.76 + t * h * 0.22)}L${n(w * 0.42)},${n(-h * 0.92 + t * h * 0.22)}`;
  }
  out += path(lines, 'none', { stroke: C.maroonSoft, 'stroke-width': 2, opacity: 0.5 });
  out += path(`M0,${n(-h * 0.78)}V${n(-h * 0.45)}`, 'none', { stroke: '#c9a96e', 'stroke-width': 2 });
  return g(out, { transform: translate(x, y) });
}

/** A trishul (trident); (x,y) its foot. */
export function trishul(x: number, y: number, h: number, color: string): string {
  const s = h / 100;
  let out = rect(-1.4, -78, 2.8, 78, color);
  out += path('M0,-100L3,-88L2,-74L-2,-74L-3,-88Z', color);
  out += path('M-2,-70C-10,-70 -16,-76 -16,-92L-12,-86C-12,-80 -8,-76 -2,-76Z', color);
  out += path('M2,-70C10,-70 16,-76 16,-92L12,-86C12,-80 8,-76 2,-76Z', color);
  out += rect(-6, -70, 12, 3, color);
  out += path('M-5,-60C-5,-64 5,-64 5,-60L5,-56C5,-52 -5,-52 -5,-56Z', color);
  return g(out, { transform: translate(x, y, s) });
}
