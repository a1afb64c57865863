// Landscape motifs: sky, sun, hills, palms, round trees, water, lotus, birds, grass.
import { C, type Canvas, circle, ellipse, g, n, path, type Point, poly, rect, smooth, translate } from '../svg.ts';

export type Stops = readonly (readonly [number, string, number?])[];

export const SKIES = {
  dawn: [
    [0, '#f7dcae'],
    [0.55, '#fbeed2'],
    [1, C.cream],
  ],
  day: [
    [0, '#f3e2bf'],
    [0.6, '#faf0dc'],
    [1, C.cream],
  ],
  dusk: [
    [0, '#5a1822'],
    [0.45, '#a8432d'],
    [0.8, '#e8891c'],
    [1, '#f6c36a'],
  ],
  night: [
    [0, '#2f0e16'],
    [0.6, '#5a1822'],
    [1, '#8a3325'],
  ],
  gold: [
    [0, '#f1c46e'],
    [0.6, '#f8e2b0'],
    [1, C.cream],
  ],
} as const satisfies Record<string, Stops>;

export function sky(c: Canvas, stops: Stops, height = c.h): string {
  return rect(0, 0, c.w, height, c.defs.linear(stops));
}

/** A sun disc with a soft halo and optional rays. */
export function sun(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  opts: { color?: string; halo?: number; rays?: number } = {},
): string {
  const color = opts.color ?? C.goldLight;
  const halo = opts.halo ?? 3.2;
  let out = circle(
    x,
    y,
    r * halo,
    c.defs.radial([
      [0, color, 0.55],
      [0.45, color, 0.18],
      [1, color, 0],
    ]),
  );
  if (opts.rays) {
    let rays = '';
    for (let i = 0; i < opts.rays; i++) {
      const a = (i / opts.rays) * Math.PI * 2;
      const r0 = r * 1.25;
      const r1 = r * (i % 2 ? 1.8 : 2.2);
      const w = 0.06;
      rays += poly([
        [x + Math.cos(a - w) * r0, y + Math.sin(a - w) * r0],
        [x + Math.cos(a) * r1, y + Math.sin(a) * r1],
        [x + Math.cos(a + w) * r0, y + Math.sin(a + w) * r0],
      ]);
    }
    out += path(rays, color, { opacity: 0.55 });
  }
  return out + circle(x, y, r, color);
}

/** A band of hills across the width, filled down to the bottom edge. */
export function hills(c: Canvas, baseY: number, amplitude: number, fill: string, bumps = 4): string {
  const pts: Point[] = [];
  const count = bumps * 2 + 1;
  for (let i = 0; i <= count; i++) {
    const x = (i / count) * (c.w + 200) - 100;
    const lift = i % 2 ? c.r.range(0.55, 1) : c.r.range(0, 0.3);
    pts.push([x, baseY - lift * amplitude]);
  }
  return path(`${smooth(pts)}L${n(c.w + 100)},${n(c.h + 10)}L-100,${n(c.h + 10)}Z`, fill);
}

/** A gently rolling ground line, filled down to the bottom edge. */
export function ground(c: Canvas, y: number, fill: string, wobble = 12): string {
  const pts: Point[] = [];
  for (let i = 0; i <= 6; i++) pts.push([(i / 6) * (c.w + 200) - 100, y + c.r.range(-wobble, wobble)]);
  return path(`${smooth(pts)}L${n(c.w + 100)},${n(c.h + 10)}L-100,${n(c.h + 10)}Z`, fill);
}

/** A coconut palm; `lean` tilts the trunk, `h` is the trunk height. */
export function palm(c: Canvas, x: number, y: number, h: number, fill: string, lean = 0): string {
  const top: Point = [x + lean * h, y - h];
  const mid: Point = [x + lean * h * 0.35 + h * 0.03, y - h * 0.5];
  const tw = h * 0.028;
  const trunk =
    `M${n(x - tw * 1.4)},${n(y)}Q${n(mid[0] - tw)},${n(mid[1])} ` +
    `${n(top[0] - tw * 0.7)},${n(top[1])}L${n(top[0] + tw * 0.7)},${n(top[1])}Q${n(mid[0] + tw)},${n(mid[1])} ` +
    `${n(x + tw * 1.4)},${n(y)}Z`;
  let rachis = '';
  let leaflets = '';
  const count = 11;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i / (count - 1) - 0.5) * Math.PI * 1.55 + c.r.range(-0.1, 0.1);
    const len = h * c.r.range(0.4, 0.52);
    const droop = len * 0.5 * Math.abs(Math.cos(a));
    const end: Point = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.6 + droop];
    const ctrl: Point = [top[0] + Math.cos(a) * len * 0.6, top[1] + Math.sin(a) * len * 0.6 - len * 0.15];
    rachis += `M${n(top[0])},${n(top[1])}Q${n(ctrl[0])},${n(ctrl[1])} ${n(end[0])},${n(end[1])}`;
    // Leaflets hang from the rachis on both sides, shorter towards the tip.
    for (let k = 1; k <= 13; k++) {
      const s = k / 14;
      const px = (1 - s) * (1 - s) * top[0] + 2 * (1 - s) * s * ctrl[0] + s * s * end[0];
      const py = (1 - s) * (1 - s) * top[1] + 2 * (1 - s) * s * ctrl[1] + s * s * end[1];
      const tx = 2 * (1 - s) * (ctrl[0] - top[0]) + 2 * s * (end[0] - ctrl[0]);
      const ty = 2 * (1 - s) * (ctrl[1] - top[1]) + 2 * s * (end[1] - ctrl[1]);
      const tl = Math.hypot(tx, ty) || 1;
      const ll = len * 0.2 * (1 - s * 0.65);
      for (const side of [-1, 1]) {
        const dx = (tx / tl) * 0.55 - side * (ty / tl) * 0.8;
        const dy = (ty / tl) * 0.55 + side * (tx / tl) * 0.8 + 0.6;
        const dl = Math.hypot(dx, dy);
        leaflets += `M${n(px)},${n(py)}l${n((dx / dl) * ll)},${n((dy / dl) * ll)}`;
      }
    }
  }
  const stroke = { stroke: fill, 'stroke-linecap': 'round' };
  return (
    path(trunk, fill) +
    path(rachis, 'none', { ...stroke, 'stroke-width': h * 0.012 }) +
    path(leaflets, 'none', { ...stroke, 'stroke-width': h * 0.009 }) +
    circle(top[0], top[1] + h * 0.02, h * 0.035, fill)
  );
}

/** A round-canopied tree (neem or banyan) built from overlapping clusters. */
export function roundTree(
  c: Canvas,
  x: number,
  y: number,
  size: number,
  colors: { trunk: string; dark: string; light: string },
): string {
  const trunkH = size * 0.55;
  const tw = size * 0.07;
  let out = path(
    `M${n(x - tw * 1.6)},${n(y)}C${n(x - tw)},${n(y - trunkH * 0.4)} ${n(x - tw * 0.8)},${n(y - trunkH * 0.7)} ` +
      `${n(x - tw * 2.5)},${n(y - trunkH)}L${n(x + tw * 2.5)},${n(y - trunkH)}` +
      `C${n(x + tw * 0.8)},${n(y - trunkH * 0.7)} ${n(x + tw)},${n(y - trunkH * 0.4)} ${n(x + tw * 1.6)},${n(y)}Z`,
    colors.trunk,
  );
  const cy = y - trunkH - size * 0.28;
  let dark = '';
  let light = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + c.r.range(-0.2, 0.2);
    const rr = size * c.r.range(0.22, 0.3);
    const px = x + Math.cos(a) * size * 0.36;
    const py = cy + Math.sin(a) * size * 0.2;
    dark += `M${n(px - rr)},${n(py)}a${n(rr)},${n(rr)} 0 1,0 ${n(rr * 2)},0a${n(rr)},${n(rr)} 0 1,0 ${n(-rr * 2)},0`;
    if (Math.sin(a) < 0.2) {
      const lr = rr * 0.7;
      const lx = px - rr * 0.2;
      const ly = py - rr * 0.25;
      light += `M${n(lx - lr)},${n(ly)}a${n(lr)},${n(lr)} 0 1,0 ${n(lr * 2)},0a${n(lr)},${n(lr)} 0 1,0 ${n(-lr * 2)},0`;
    }
  }
  out += path(dark, colors.dark) + ellipse(x, cy, size * 0.42, size * 0.26, colors.dark);
  out += path(light, colors.light, { opacity: 0.85 });
  return out;
}

/** Still water with soft ripple lines and a light band. */
export function water(
  c: Canvas,
  y: number,
  height: number,
  opts: { top?: string; bottom?: string; lines?: string } = {},
): string {
  const fill = c.defs.linear([
    [0, opts.top ?? C.waterLight],
    [1, opts.bottom ?? C.water],
  ]);
  let ripples = '';
  const rows = Math.max(4, Math.round(height / 26));
  for (let i = 0; i < rows; i++) {
    const ry = y + ((i + 0.6) / rows) * height;
    const count = c.r.int(2, 4);
    for (let k = 0; k < count; k++) {
      const len = c.r.range(0.05, 0.16) * c.w * (0.6 + i / rows);
      const rx = c.r.range(-0.05, 1) * c.w;
      ripples += `M${n(rx)},${n(ry)}h${n(len)}`;
    }
  }
  return (
    rect(0, y, c.w, height, fill) +
    path(ripples, 'none', {
      stroke: opts.lines ?? C.white,
      'stroke-width': Math.max(2, height / 90),
      'stroke-linecap': 'round',
      opacity: 0.55,
    })
  );
}

/** A lotus flower seen from the side: back petals, front petals, a golden centre. */
export function lotus(
  x: number,
  y: number,
  s: number,
  colors: { petal: string; inner: string; edge: string } = { petal: '#f2b7a0', inner: '#f7d3bf', edge: C.maroonSoft },
): string {
  const petal = (angle: number, len: number, wid: number, fill: string) =>
    path(
      `M0,0C${n(wid)},${n(-len * 0.35)} ${n(wid * 0.7)},${n(-len * 0.8)} 0,${n(-len)}` +
        `C${n(-wid * 0.7)},${n(-len * 0.8)} ${n(-wid)},${n(-len * 0.35)} 0,0Z`,
      fill,
      {
        transform: `rotate(${n(angle)})`,
        stroke: colors.edge,
        'stroke-width': 1.2,
        'stroke-opacity': 0.35,
      },
    );
  let out = '';
  for (const a of [-62, 62, -38, 38]) out += petal(a, 70, 24, colors.petal);
  for (const a of [-18, 18]) out += petal(a, 82, 26, colors.inner);
  out += petal(0, 90, 28, colors.petal);
  out += ellipse(0, 2, 30, 7, C.gold);
  return g(out, { transform: translate(x, y, s / 90) });
}

/** A floating lotus leaf (pad) with its notch. */
export function lotusLeaf(x: number, y: number, rx: number, fill: string, notch = 0.18): string {
  const ry = rx * 0.3;
  const at = (a: number) => `${n(x + Math.cos(a) * rx)},${n(y + Math.sin(a) * ry)}`;
  return path(`M${n(x)},${n(y)}L${at(-notch)}A${n(rx)},${n(ry)} 0 1,0 ${at(notch)}Z`, fill);
}

/** A loose flock of birds drawn as small arcs. */
export function birds(c: Canvas, x: number, y: number, count: number, size: number, color: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + c.r.range(-1, 1) * size * 6;
    const by = y + c.r.range(-1, 1) * size * 2.5;
    const s = size * c.r.range(0.6, 1.1);
    d += `M${n(bx - s)},${n(by)}q${n(s * 0.5)},${n(-s * 0.55)} ${n(s)},0q${n(s * 0.5)},${n(-s * 0.55)} ${n(s)},0`;
  }
  return path(d, 'none', {
    stroke: color,
    'stroke-width': Math.max(1.5, size * 0.16),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

/** Tufts of grass along a line. */
export function grass(c: Canvas, y: number, count: number, height: number, color: string, x0 = 0, x1 = c.w): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = c.r.range(x0, x1);
    const hh = height * c.r.range(0.5, 1);
    for (const lean of [-0.35, 0, 0.3]) {
      d +=
        `M${n(x - 2)},${n(y)}Q${n(x + lean * hh * 0.3)},${n(y - hh * 0.6)} ` +
        `${n(x + lean * hh)},${n(y - hh)}Q${n(x + lean * hh * 0.3 + 3)},${n(y - hh * 0.5)} ${n(x + 3)},${n(y)}Z`;
    }
  }
  return path(d, color);
}

/** A soft cloud bank, for day skies. */
export function cloud(x: number, y: number, w: number, fill: string, opacity = 0.7): string {
  const h = w * 0.22;
  return path(
    `M${n(x)},${n(y)}c${n(w * 0.05)},${n(-h)} ${n(w * 0.25)},${n(-h * 1.1)} ` +
      `${n(w * 0.32)},${n(-h * 0.5)}c${n(w * 0.08)},${n(-h * 1.1)} ${n(w * 0.35)},${n(-h * 1.2)} ` +
      `${n(w * 0.42)},${n(-h * 0.2)}c${n(w * 0.14)},${n(-h * 0.5)} ${n(w * 0.26)},0 ${n(w * 0.26)},${n(h * 0.2)}Z`,
    fill,
    { opacity },
  );
}

/** A paper-grain overlay over the whole picture; cheap in bytes at low opacity. */
export function grainOverlay(c: Canvas, opacity = 0.05): string {
  return rect(0, 0, c.w, c.h, '#000', { filter: c.defs.grain(opacity) });
}

/** A gentle vignette that darkens the corners. */
export function vignette(c: Canvas, color: string = C.maroonDeep, strength = 0.35): string {
  return rect(
    0,
    0,
    c.w,
    c.h,
    c.defs.radial(
      [
        [0.55, color, 0],
        [1, color, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}
