// Page pictures: the founder's portrait, the peetam emblem and the about banner.
import {
  birds,
  cloud,
  ground,
  hills,
  lotus,
  lotusLeaf,
  palm,
  roundTree,
  sky,
  SKIES,
  sun,
  water,
} from '../motifs/nature.ts';
import { meditator } from '../motifs/life.ts';
import { diya, garland, mandala } from '../motifs/sacred.ts';
import { gopuram, mandapam, steps } from '../motifs/temple.ts';
import { C, type Canvas, circle, n, path, rect, rng } from '../svg.ts';

/** A respectful, faceless silhouette of the founder in meditation before a mandala halo. */
export function founderPortrait(c: Canvas): string {
  const { w, h, defs } = c;
  const seatY = h * 0.82;
  const scale = w / 380;
  const headY = seatY - 6 - 172 * scale;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear([
      [0, '#f6dfb0'],
      [0.55, '#fbefd6'],
      [1, '#f3dcb4'],
    ]),
  );
  out += circle(
    w / 2,
    headY,
    w * 0.62,
    defs.radial([
      [0, '#ffd98a', 0.8],
      [0.5, '#f4a94a', 0.25],
      [1, '#f4a94a', 0],
    ]),
  );
  let rays = '';
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    rays +=
      `M${n(w / 2 + Math.cos(a) * w * 0.3)},${n(headY + Math.sin(a) * w * 0.3)}` +
      `L${n(w / 2 + Math.cos(a) * w * 0.7)},${n(headY + Math.sin(a) * w * 0.7)}`;
  }
  out += path(rays, 'none', { stroke: C.gold, 'stroke-width': 2, opacity: 0.25 });
  out += mandala(c.r, w / 2, headY, w * 0.3, {
    colors: [C.gold, C.goldLight, C.saffronLight, C.goldPale, C.saffron],
    rings: 5,
    opacity: 0.55,
  });
  out += circle(w / 2, headY, w * 0.13, C.goldPale, { opacity: 0.9 });
  // The seat: a low platform with a band of lotus petals.
  out += rect(
    w * 0.1,
    seatY + h * 0.06,
    w * 0.8,
    h * 0.2,
    defs.linear([
      [0, '#c77a4a'],
      [1, '#9c3b3a'],
    ]),
  );
  out += meditator(w / 2, seatY - 6, scale, C.maroonDeep, C.saffronDeep);
  out += rect(w * 0.14, seatY, w * 0.72, h * 0.06, C.maroon, { rx: 6 });
  let petals = '';
  for (let i = 0; i < 14; i++) {
    const px = w * 0.16 + (i + 0.5) * ((w * 0.68) / 14);
    petals += `M${n(px - 18)},${n(seatY)}Q${n(px)},${n(seatY - 44)} ${n(px + 18)},${n(seatY)}Z`;
  }
  out += path(petals, C.saffron, { stroke: C.maroon, 'stroke-width': 2 });
  let band = '';
  for (let i = 0; i < 20; i++)
    band += `M${n(w * 0.16 + (i + 0.5) * ((w * 0.68) / 20) - 5)},${n(seatY + h * 0.03)}a5,5 0 1,0 10,0a5,5 0 1,0 -10,0`;
  out += path(band, C.goldLight);
  out += diya(c, w * 0.14, seatY - 30, w * 0.12);
  out += diya(c, w * 0.86, seatY - 30, w * 0.12);
  out += garland(c, -20, 40, w + 20, 40, h * 0.07, 14);
  return out;
}

/** The peetam's emblem: a gopuram on a maroon disc inside rings of petals, on transparency. */
export function peetamEmblem(c: Canvas): string {
  const { w, defs } = c;
  const cx = w / 2;
  const R = w * 0.48;
  let out = circle(cx, cx, R, C.maroon);
  out += circle(cx, cx, R * 0.97, 'none', { stroke: C.goldLight, 'stroke-width': R * 0.012 });
  let dots = '';
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const r = R * 0.92;
    dots += `M${n(cx + Math.cos(a) * r - 4)},${n(cx + Math.sin(a) * r)}a4,4 0 1,0 8,0a4,4 0 1,0 -8,0`;
  }
  out += path(dots, C.goldLight);
  out += mandala(rng('emblem'), cx, cx, R * 0.86, {
    colors: [C.saffron, C.gold, C.saffronLight, C.goldLight, C.saffronDeep],
    rings: 4,
    orders: [16, 32],
  });
  out += circle(
    cx,
    cx,
    R * 0.5,
    defs.radial([
      [0, '#8e2a32'],
      [1, C.maroonDeep],
    ]),
  );
  out += circle(cx, cx, R * 0.5, 'none', { stroke: C.goldLight, 'stroke-width': R * 0.015 });
  out += circle(
    cx,
    cx * 1.0,
    R * 0.42,
    defs.radial([
      [0, '#ffd98a', 0.55],
      [1, '#ffd98a', 0],
    ]),
  );
  out += gopuram(cx, cx + R * 0.33, R * 0.42, R * 0.66, { fill: C.goldLight, detail: C.maroon, tiers: 5 });
  out += path(`M${n(cx - R * 0.36)},${n(cx + R * 0.335)}H${n(cx + R * 0.36)}`, 'none', {
    stroke: C.goldLight,
    'stroke-width': R * 0.02,
    'stroke-linecap': 'round',
  });
  return out;
}

/** The ashram at dawn: hills, a gopuram and hall among palms, and a lotus tank in front. */
export function aboutBanner(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.dawn);
  out += sun(c, w * 0.3, h * 0.5, h * 0.09, { color: '#f8c56a', halo: 4 });
  out += cloud(w * 0.55, h * 0.22, w * 0.18, '#fff6e4', 0.8) + cloud(w * 0.08, h * 0.3, w * 0.14, '#fff6e4', 0.6);
  out += birds(c, w * 0.42, h * 0.25, 7, 14, C.maroonSoft);
  out += hills(c, h * 0.6, h * 0.18, '#e2b98a', 3);
  out += hills(c, h * 0.66, h * 0.12, '#cf9c72', 4);
  const base = h * 0.74;
  out += ground(c, base, '#b98a5e', 4);
  out += roundTree(c, w * 0.2, base + 4, h * 0.32, { trunk: C.brown, dark: C.leafDeep, light: C.leaf });
  out += mandapam(w * 0.43, base + 2, w * 0.2, h * 0.2, '#e8c9a0', '#b98a6a');
  out += gopuram(w * 0.66, base + 4, w * 0.12, h * 0.5, {
    fill: '#e9c38e',
    detail: '#a8643c',
    highlight: C.goldLight,
    tiers: 7,
  });
  for (const [px, ph, lean] of [
    [0.05, 0.42, 0.05],
    [0.78, 0.5, -0.08],
    [0.84, 0.4, 0.1],
    [0.95, 0.46, -0.05],
  ] as [number, number, number][]) {
    out += palm(c, w * px, base + 6, h * ph, C.leafDeep, lean);
  }
  out += steps(w / 2, base + h * 0.05, w * 1.2, h * 0.018, 2, '#d6b58a', '#ecd3a6');
  out += water(c, base + h * 0.05, h * 0.25, { top: '#cfe0d3', bottom: C.water });
  for (const [lx, ly, s] of [
    [0.12, 0.88, 1],
    [0.3, 0.94, 0.8],
    [0.75, 0.9, 1.1],
    [0.9, 0.96, 0.9],
  ] as [number, number, number][]) {
    out += lotusLeaf(w * lx, h * ly, 70 * s, C.leaf);
    if (s >= 1) out += lotus(w * lx + 20, h * ly - 4, 60 * s);
  }
  return out;
}
