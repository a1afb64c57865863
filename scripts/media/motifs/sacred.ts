// Sacred motifs: diya, flame, mandala, kalasam, garlands, bells, lamp stands.
import { C, type Canvas, circle, ellipse, g, n, path, type Rng, translate } from '../svg.ts';

/**
 * A flame with its glow. `flicker` (-1..1) sways and stretches it; the hero loop animates it.
 * Drawn around (0,0) = base of the flame, height `h`.
 */
export function flame(c: Canvas, x: number, y: number, h: number, flicker = 0, glow = 1): string {
  const sway = flicker * h * 0.08;
  const hh = h * (1 + flicker * 0.06);
  const w = h * 0.32;
  const outer =
    `M0,0C${n(w)},${n(-hh * 0.1)} ${n(w * 0.7)},${n(-hh * 0.55)} ` +
    `${n(sway)},${n(-hh)}C${n(-w * 0.7)},${n(-hh * 0.55)} ${n(-w)},${n(-hh * 0.1)} 0,0Z`;
  const inner =
    `M0,${n(-h * 0.04)}C${n(w * 0.5)},${n(-hh * 0.12)} ${n(w * 0.35)},${n(-hh * 0.45)} ` +
    `${n(sway * 0.6)},${n(-hh * 0.7)}C${n(-w * 0.35)},${n(-hh * 0.45)} ${n(-w * 0.5)},${n(-hh * 0.12)} ` +
    `0,${n(-h * 0.04)}Z`;
  let out = '';
  if (glow > 0) {
    out += circle(
      0,
      -h * 0.45,
      h * 2.2,
      c.defs.radial([
        [0, '#ffd27a', 0.55 * glow],
        [0.35, '#f4a94a', 0.22 * glow],
        [1, '#f4a94a', 0],
      ]),
    );
  }
  out += path(
    outer,
    c.defs.linear(
      [
        [0, '#fff1c1'],
        [0.55, '#f7b544'],
        [1, '#e0661c'],
      ],
      0,
      1,
    ),
  );
  out += path(inner, '#fff6dc', { opacity: 0.9 });
  return g(out, { transform: translate(x, y) });
}

/** A clay diya (oil lamp) with its flame; `s` is the bowl width. */
export function diya(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  opts: { flicker?: number; glow?: number; body?: string; rim?: string } = {},
): string {
  const body = opts.body ?? C.terracotta;
  const h = s * 0.4;
  const rh = h * 0.3;
  // Seen a little from above: an almond-shaped rim drawn out to a spout on the right.
  const rim =
    `M${n(-s / 2)},0C${n(-s / 2)},${n(-rh)} ${n(s * 0.22)},${n(-rh * 1.05)} ` +
    `${n(s * 0.6)},${n(-rh * 0.55)}C${n(s * 0.25)},${n(rh * 0.95)} ${n(-s / 2)},${n(rh)} ${n(-s / 2)},0Z`;
  const bowl =
    `M${n(-s / 2)},0C${n(-s * 0.5)},${n(h * 0.85)} ${n(s * 0.25)},${n(h * 0.95)} ` +
    `${n(s * 0.46)},${n(h * 0.12)}L${n(s * 0.6)},${n(-rh * 0.55)}C${n(s * 0.25)},${n(rh * 0.95)} ` +
    `${n(-s / 2)},${n(rh)} ${n(-s / 2)},0Z`;
  const oil =
    `M${n(-s * 0.42)},${n(rh * 0.05)}C${n(-s * 0.42)},${n(-rh * 0.7)} ${n(s * 0.2)},${n(-rh * 0.75)} ` +
    `${n(s * 0.45)},${n(-rh * 0.4)}C${n(s * 0.2)},${n(rh * 0.6)} ${n(-s * 0.42)},${n(rh * 0.75)} ` +
    `${n(-s * 0.42)},${n(rh * 0.05)}Z`;
  let out = ellipse(0, h * 0.86, s * 0.48, h * 0.1, '#000', { opacity: 0.14 });
  out += path(bowl, body);
  out += path(
    `M${n(-s * 0.44)},${n(h * 0.32)}C${n(-s * 0.3)},${n(h * 0.68)} ${n(s * 0.2)},${n(h * 0.66)} ` +
      `${n(s * 0.4)},${n(h * 0.25)}`,
    'none',
    {
      stroke: opts.rim ?? C.gold,
      'stroke-width': s * 0.03,
      opacity: 0.85,
    },
  );
  for (let i = 0; i < 5; i++) {
    const t = (i + 0.5) / 5;
    out += circle(
      -s * 0.36 + t * s * 0.68,
      h * 0.5 + Math.sin(Math.PI * t) * h * 0.14 - t * h * 0.08,
      s * 0.02,
      opts.rim ?? C.gold,
    );
  }
  out += path(rim, opts.rim ?? C.gold);
  out += path(oil, '#7a3d14');
  out += path(`M${n(s * 0.36)},${n(-rh * 0.3)}l${n(s * 0.08)},${n(-rh * 0.5)}`, 'none', {
    stroke: '#3d2216',
    'stroke-width': s * 0.025,
    'stroke-linecap': 'round',
  });
  out += flame(c, s * 0.44, -rh * 0.8, s * 0.6, opts.flicker ?? 0, opts.glow ?? 1);
  return g(out, { transform: translate(x, y) });
}

export interface MandalaOptions {
  readonly colors: readonly string[];
  readonly rings?: number;
  readonly opacity?: number;
  readonly rotate?: number;
  readonly stroke?: string;
  /** Petal counts per ring are drawn from these; the hero loop uses multiples of 24 only. */
  readonly orders?: readonly number[];
}

/**
 * A procedural mandala: concentric rings of petals, dots and arches, chosen by the seed.
 * The symmetry order of each ring divides 48, so rotating by 7.5 degrees maps it onto itself.
 */
export function mandala(r: Rng, x: number, y: number, radius: number, opts: MandalaOptions): string {
  const rings = opts.rings ?? 6;
  const colors = opts.colors;
  const color = (i: number) => colors[i % colors.length] as string;
  let out = '';
  let inner = radius * 0.1;
  out += circle(0, 0, inner, color(0));
  const orders = opts.orders ?? [8, 12, 16, 24, 48];
  for (let i = 0; i < rings; i++) {
    const outer = inner + (radius - radius * 0.1) / rings;
    const count = orders[Math.min(orders.length - 1, Math.floor(i / 1.5))] as number;
    const kind = i === 0 ? 'petal' : r.pick(['petal', 'petal', 'arch', 'dots', 'leaf', 'band'] as const);
    const fill = color(i + 1);
    const len = outer - inner;
    const step = (Math.PI * 2 * inner) / count;
    let d = '';
    for (let k = 0; k < count; k++) {
      const a = (k / count) * Math.PI * 2;
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      // Local frame: the ring element points up (negative y); P turns it into place.
      const P = (px: number, py: number) => `${n(px * cos - py * sin)},${n(px * sin + py * cos)}`;
      if (kind === 'petal' || kind === 'leaf') {
        const wdt = Math.min(step * (kind === 'leaf' ? 0.45 : 0.62), len * 0.6);
        d +=
          `M${P(0, -inner)}C${P(wdt, -inner - len * 0.3)} ${P(wdt * 0.6, -inner - len * 0.85)} ` +
          `${P(0, -outer)}C${P(-wdt * 0.6, -inner - len * 0.85)} ${P(-wdt, -inner - len * 0.3)} ${P(0, -inner)}Z`;
      } else if (kind === 'arch') {
        const half = (Math.PI / count) * 0.92;
        d +=
          `M${P(Math.sin(-half) * inner, -Math.cos(half) * inner)}Q${P(0, -outer * 1.04)} ` +
          `${P(Math.sin(half) * inner, -Math.cos(half) * inner)}Z`;
      } else if (kind === 'dots') {
        const dr = Math.min(step * 0.3, len * 0.35);
        const mid = (inner + outer) / 2;
        const cx = mid * sin;
        const cy = -mid * cos;
        d += `M${n(cx - dr)},${n(cy)}a${n(dr)},${n(dr)} 0 1,0 ${n(dr * 2)},0a${n(dr)},${n(dr)} 0 1,0 ${n(-dr * 2)},0`;
      } else {
        const half = (Math.PI / count) * 0.8;
        d +=
          `M${P(Math.sin(-half) * inner, -Math.cos(half) * inner)}L${P(0, -outer)}` +
          `L${P(Math.sin(half) * inner, -Math.cos(half) * inner)}Z`;
      }
    }
    out += path(d, fill, opts.stroke ? { stroke: opts.stroke, 'stroke-width': radius * 0.004 } : {});
    out += circle(0, 0, outer, 'none', { stroke: color(i + 2), 'stroke-width': radius * 0.008, opacity: 0.8 });
    inner = outer;
  }
  return g(out, {
    transform: `translate(${n(x)},${n(y)}) rotate(${n(opts.rotate ?? 0)})`,
    opacity: opts.opacity,
  });
}

/** A kalasam: a brass pot with mango leaves and a coconut; (x,y) is the base centre. */
export function kalasam(c: Canvas, x: number, y: number, s: number): string {
  const brass = c.defs.linear(
    [
      [0, '#f3d48a'],
      [0.45, C.gold],
      [1, '#9c6f1e'],
    ],
    1,
    0,
  );
  let out = ellipse(0, 0, s * 0.4, s * 0.06, '#000', { opacity: 0.12 });
  out += path(
    `M${n(-s * 0.16)},0C${n(-s * 0.5)},${n(-s * 0.08)} ${n(-s * 0.52)},${n(-s * 0.62)} ` +
      `${n(-s * 0.16)},${n(-s * 0.7)}L${n(s * 0.16)},${n(-s * 0.7)}C${n(s * 0.52)},${n(-s * 0.62)} ` +
      `${n(s * 0.5)},${n(-s * 0.08)} ${n(s * 0.16)},0Z`,
    brass,
  );
  out += path(
    `M${n(-s * 0.2)},${n(-s * 0.7)}h${n(s * 0.4)}l${n(s * 0.06)},${n(-s * 0.08)}h${n(-s * 0.52)}Z`,
    '#b8892a',
  );
  out += path(`M${n(-s * 0.38)},${n(-s * 0.4)}Q0,${n(-s * 0.3)} ${n(s * 0.38)},${n(-s * 0.4)}`, 'none', {
    stroke: C.maroon,
    'stroke-width': s * 0.035,
  });
  out += circle(0, -s * 0.36, s * 0.04, C.maroon);
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const a = Math.PI + (i / 6) * Math.PI;
    const len = s * (0.42 - Math.abs(i - 3) * 0.02);
    const base: [number, number] = [0, -s * 0.84];
    const tip: [number, number] = [Math.cos(a) * len, base[1] + Math.sin(a) * len * 0.45 + len * 0.55];
    const mx = (base[0] + tip[0]) / 2;
    const my = (base[1] + tip[1]) / 2 - len * 0.18;
    const nx = -(tip[1] - base[1]) * 0.22;
    const ny = (tip[0] - base[0]) * 0.22;
    leaves +=
      `M${n(base[0])},${n(base[1])}Q${n(mx + nx)},${n(my + ny)} ${n(tip[0])},${n(tip[1])}` +
      `Q${n(mx - nx)},${n(my - ny)} ${n(base[0])},${n(base[1])}Z`;
  }
  out += path(leaves, C.leaf, { stroke: C.leafDeep, 'stroke-width': s * 0.008 });
  out += ellipse(0, -s * 0.93, s * 0.15, s * 0.17, '#8a5a2e');
  out += path(`M${n(-s * 0.03)},${n(-s * 1.1)}q${n(s * 0.03)},${n(-s * 0.09)} ${n(s * 0.06)},${n(-s * 0.02)}`, 'none', {
    stroke: '#6d4421',
    'stroke-width': s * 0.03,
  });
  return g(out, { transform: translate(x, y) });
}

/** A hanging garland of marigolds between two points, sagging by `sag`. */
export function garland(c: Canvas, x0: number, y0: number, x1: number, y1: number, sag: number, size: number): string {
  let orange = '';
  let yellow = '';
  const count = Math.max(6, Math.round(Math.hypot(x1 - x0, y1 - y0) / (size * 1.5)));
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t + Math.sin(Math.PI * t) * sag;
    const r = size * c.r.range(0.8, 1);
    const d = `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1,0 ${n(r * 2)},0a${n(r)},${n(r)} 0 1,0 ${n(-r * 2)},0`;
    if (i % 3 === 1) yellow += d;
    else orange += d;
  }
  return path(orange, C.saffron) + path(yellow, '#f2c14e');
}

/** A temple bell on a chain, hanging from (x, y). */
export function bell(c: Canvas, x: number, y: number, s: number, swing = 0): string {
  const brass = c.defs.linear(
    [
      [0, '#f3d48a'],
      [0.5, C.gold],
      [1, '#8f651b'],
    ],
    1,
    0,
  );
  let out = path(`M0,0v${n(s * 0.9)}`, 'none', {
    stroke: '#8f651b',
    'stroke-width': s * 0.05,
    'stroke-dasharray': `${n(s * 0.08)} ${n(s * 0.04)}`,
  });
  out += path(
    `M0,${n(s * 0.9)}C${n(s * 0.28)},${n(s * 0.9)} ${n(s * 0.3)},${n(s * 1.3)} ` +
      `${n(s * 0.42)},${n(s * 1.55)}L${n(-s * 0.42)},${n(s * 1.55)}C${n(-s * 0.3)},${n(s * 1.3)} ` +
      `${n(-s * 0.28)},${n(s * 0.9)} 0,${n(s * 0.9)}Z`,
    brass,
  );
  out += ellipse(0, s * 1.55, s * 0.44, s * 0.06, '#9c6f1e');
  out += circle(0, s * 1.66, s * 0.07, '#8f651b');
  return g(out, { transform: `translate(${n(x)},${n(y)}) rotate(${n(swing)})` });
}

/** A tall brass lamp stand (samai / kuthu vilakku) with five flames; (x,y) is its foot. */
export function lampStand(c: Canvas, x: number, y: number, h: number): string {
  const brass = c.defs.linear(
    [
      [0, '#f6dc96'],
      [0.45, C.gold],
      [1, '#8f651b'],
    ],
    1,
    0,
  );
  const s = h / 10;
  let out = ellipse(0, 0, s * 2.4, s * 0.35, '#000', { opacity: 0.14 });
  out += path(
    `M${n(-s * 2.2)},0Q${n(-s * 2)},${n(-s * 1)} ${n(-s * 0.4)},${n(-s * 1.2)}L${n(s * 0.4)},${n(-s * 1.2)}` +
      `Q${n(s * 2)},${n(-s * 1)} ${n(s * 2.2)},0Z`,
    brass,
  );
  out += path(
    `M${n(-s * 0.28)},${n(-s * 1.2)}L${n(-s * 0.2)},${n(-s * 6.6)}L${n(s * 0.2)},${n(-s * 6.6)}` +
      `L${n(s * 0.28)},${n(-s * 1.2)}Z`,
    brass,
  );
  for (const k of [2.4, 4, 5.4]) out += ellipse(0, -s * k, s * 0.45, s * 0.18, brass);
  out += path(`M${n(-s * 2)},${n(-s * 6.6)}Q0,${n(-s * 5.6)} ${n(s * 2)},${n(-s * 6.6)}Z`, brass);
  out += ellipse(0, -s * 6.6, s * 2, s * 0.3, '#b8892a');
  out += path(`M0,${n(-s * 6.9)}L${n(-s * 0.4)},${n(-s * 7.8)}Q0,${n(-s * 9.4)} ${n(s * 0.4)},${n(-s * 7.8)}Z`, brass);
  for (const dx of [-1.6, -0.8, 0.8, 1.6]) out += flame(c, dx * s, -s * 6.75, s * 1.1, 0, 0.6);
  return g(out, { transform: translate(x, y) });
}
