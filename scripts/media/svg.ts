// Small SVG-writing helpers shared by every motif and scene. Numbers are rounded so that the
// same seed always produces the same SVG text, and therefore the same encoded bytes.

/** The house palette: saffron, gold and maroon on cream, with muted greens and water tones. */
export const C = {
  cream: '#fbf4e6',
  cream2: '#f5e7cc',
  sand: '#ecd3a6',
  saffron: '#e8891c',
  saffronLight: '#f4a94a',
  saffronDeep: '#d0631a',
  gold: '#d4a237',
  goldLight: '#efcf7a',
  goldPale: '#f6e3a8',
  maroon: '#7a1f2b',
  maroonDeep: '#55121d',
  maroonSoft: '#9c3b3a',
  terracotta: '#b5542f',
  clay: '#c77a4a',
  brown: '#5b3520',
  ink: '#3d2216',
  leaf: '#7d8b45',
  leafDeep: '#55622e',
  leafLight: '#a9b46a',
  water: '#7fa6a0',
  waterDeep: '#4f7c7a',
  waterLight: '#b9d3c9',
  stone: '#c9b79c',
  stoneDark: '#9d8a70',
  white: '#fffaf0',
} as const;

/** Formats a number for SVG output: at most two decimals, no trailing zeros. */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A seeded pseudo-random source (mulberry32) so reruns draw the same shapes. */
export interface Rng {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function rng(seed: string | number): Rng {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(next.range(min, max + 1));
  next.pick = (items) => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('rng.pick on an empty list');
    return item;
  };
  return next;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export type Point = readonly [number, number];

/** A smooth closed-or-open path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly Point[], closed = false): string {
  if (points.length < 2) return '';
  const at = (i: number): Point => {
    const len = points.length;
    const index = closed ? (i + len) % len : Math.max(0, Math.min(len - 1, i));
    return points[index] as Point;
  };
  const first = at(0);
  let d = `M${n(first[0])},${n(first[1])}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** A polygon path from points. */
export function poly(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)},${n(y)}`).join('L')}Z`;
}

/** Attributes from an object; undefined values are left out. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const path = (d: string, fill: string, extra: Record<string, string | number | undefined> = {}) =>
  `<path d="${d}"${attrs({ fill, ...extra })}/>`;

export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<rect${attrs({ x, y, width, height, fill, ...extra })}/>`;

export const g = (body: string, extra: Record<string, string | number | undefined> = {}) =>
  `<g${attrs(extra)}>${body}</g>`;

export const translate = (x: number, y: number, scale = 1) =>
  scale === 1 ? `translate(${n(x)},${n(y)})` : `translate(${n(x)},${n(y)}) scale(${n(scale)})`;

/** Gradient and filter definitions collected while a scene is drawn, written once in <defs>. */
export class Defs {
  private readonly items = new Map<string, string>();
  private counter = 0;

  /** Adds a definition under a stable id derived from its content. */
  add(prefix: string, build: (id: string) => string): string {
    const probe = build('__ID__');
    const existing = this.items.get(probe);
    if (existing) return existing;
    const id = `${prefix}${this.counter++}`;
    this.items.set(probe, id);
    return id;
  }

  linear(stops: readonly (readonly [number, string, number?])[], x2 = 0, y2 = 1): string {
    const id = this.add(
      'lg',
      (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopList(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.add(
      'rg',
      (id) => `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopList(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.add(
      'bl',
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur ` +
        `stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A faint paper grain laid over a whole picture. */
  grain(opacity: number, frequency = 0.9, seed = 3): string {
    const id = this.add(
      'gr',
      (id) =>
        `<filter id="${id}" x="0" y="0" width="100%" height="100%">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${n(frequency)}" numOctaves="2" seed="${seed}" ` +
        `stitchTiles="stitch"/>` +
        `<feColorMatrix values="0 0 0 0 0.35 0 0 0 0 0.22 0 0 0 0 0.12 0 0 0 ${n(opacity * 3)} ${n(-opacity)}"/>` +
        `</filter>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    let out = '';
    for (const [probe, id] of this.items) out += probe.replaceAll('__ID__', id);
    return out;
  }
}

function stopList(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"` +
        `${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');
}

/** Wraps a body in a complete SVG document of the given size. */
export function svgDoc(width: number, height: number, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}

/** The drawing context every scene receives. */
export interface Canvas {
  readonly w: number;
  readonly h: number;
  readonly defs: Defs;
  readonly r: Rng;
}

export function canvas(w: number, h: number, seed: string): Canvas {
  return { w, h, defs: new Defs(), r: rng(seed) };
}
