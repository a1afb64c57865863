// Wide page banners (3:1). Each leaves its middle calm enough for a page title over it.
import { cuppedHands, figure } from '../motifs/life.ts';
import { birds, cloud, ground, hills, palm, sky, SKIES, sun } from '../motifs/nature.ts';
import { homamKund, yantra } from '../motifs/ritual.ts';
import { bell, diya, garland, kalasam, lampStand, mandala } from '../motifs/sacred.ts';
import { gopuram, mandapam } from '../motifs/temple.ts';
import { C, type Canvas, circle, g, n, path, rect } from '../svg.ts';

/** Festival lamps at dusk under strings of marigolds. */
export function eventsBanner(c: Canvas): string {
  const { w, h, defs } = c;
  let out = sky(c, SKIES.dusk);
  out += mandala(c.r, w / 2, h * 0.95, h * 0.9, {
    colors: ['#ffe2a0', 'none'],
    stroke: '#ffe2a0',
    rings: 6,
    opacity: 0.12,
  });
  out += circle(
    w / 2,
    h,
    h * 0.9,
    defs.radial([
      [0, '#ffd98a', 0.55],
      [1, '#ffd98a', 0],
    ]),
  );
  out +=
    garland(c, -40, h * 0.04, w * 0.52, h * 0.04, h * 0.14, 13) +
    garland(c, w * 0.48, h * 0.04, w + 40, h * 0.04, h * 0.14, 13);
  out += garland(c, -40, h * 0.02, w + 40, h * 0.02, h * 0.3, 10);
  out += rect(
    0,
    h * 0.8,
    w,
    h * 0.2,
    defs.linear([
      [0, '#5a1822'],
      [1, '#3a0c14'],
    ]),
  );
  out += lampStand(c, w * 0.1, h * 0.86, h * 0.62) + lampStand(c, w * 0.9, h * 0.86, h * 0.62);
  const count = 11;
  for (let i = 0; i < count; i++) {
    const x = w * 0.2 + (i / (count - 1)) * w * 0.6;
    out += diya(c, x, h * 0.84, h * 0.12, { flicker: Math.sin(i * 1.7) * 0.6 });
  }
  return out;
}

/** A homam at the yaaga saala, with kalasams on either side and a yantra behind. */
export function activitiesBanner(c: Canvas): string {
  const { w, h, defs } = c;
  let out = sky(c, SKIES.gold);
  out += g(yantra(0, 0, h * 1.1, C.gold, 'none', C.goldPale), {
    transform: `translate(${n(w / 2)},${n(h * 0.48)})`,
    opacity: 0.35,
  });
  out += mandala(c.r, w * 0.1, h * 0.3, h * 0.5, {
    colors: [C.goldLight, C.saffronLight, C.goldPale],
    rings: 5,
    opacity: 0.35,
  });
  out += mandala(c.r, w * 0.9, h * 0.3, h * 0.5, {
    colors: [C.goldLight, C.saffronLight, C.goldPale],
    rings: 5,
    opacity: 0.35,
  });
  out += rect(
    0,
    h * 0.82,
    w,
    h * 0.18,
    defs.linear([
      [0, '#c77a4a'],
      [1, '#9c3b3a'],
    ]),
  );
  out += homamKund(c, w / 2, h * 0.9, h * 0.5);
  for (const dx of [-0.22, 0.22]) out += kalasam(c, w / 2 + dx * w, h * 0.88, h * 0.36);
  for (const dx of [-0.34, 0.34]) out += diya(c, w / 2 + dx * w, h * 0.86, h * 0.12);
  return out;
}

/** A festival day at the temple: bunting, a gopuram, devotees walking. */
export function galleryBanner(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.day);
  out += sun(c, w * 0.82, h * 0.3, h * 0.08, { color: '#f6cf7a' });
  out += cloud(w * 0.12, h * 0.32, w * 0.16, '#fff8ea', 0.9) + cloud(w * 0.6, h * 0.2, w * 0.12, '#fff8ea', 0.7);
  out += hills(c, h * 0.72, h * 0.16, '#e6c79a', 4);
  const base = h * 0.84;
  out += ground(c, base, '#d9b27c', 3);
  out += gopuram(w * 0.5, base + 4, h * 0.42, h * 0.72, {
    fill: '#ecc690',
    detail: '#a8643c',
    highlight: C.goldLight,
    tiers: 6,
  });
  out += mandapam(w * 0.3, base + 2, w * 0.16, h * 0.26, '#efd2a6', '#b98a6a', 5);
  out += mandapam(w * 0.7, base + 2, w * 0.16, h * 0.26, '#efd2a6', '#b98a6a', 5);
  for (const [px, ph, lean] of [
    [0.06, 0.6, 0.05],
    [0.14, 0.46, -0.06],
    [0.88, 0.56, -0.05],
    [0.96, 0.44, 0.08],
  ] as [number, number, number][]) {
    out += palm(c, w * px, base + 6, h * ph, C.leafDeep, lean);
  }
  // Triangle bunting strung across the sky.
  let flags = '';
  const colors = [C.saffron, C.maroon, C.gold, C.saffronDeep];
  for (const [y0, sag] of [
    [h * 0.06, h * 0.16],
    [h * 0.02, h * 0.28],
  ] as [number, number][]) {
    for (let i = 0; i < 34; i++) {
      const t = i / 33;
      const x = t * w;
      const y = y0 + Math.sin(Math.PI * t) * sag;
      flags +=
        `<path d="M${n(x - 14)},${n(y)}L${n(x + 14)},${n(y)}L${n(x)},${n(y + 30)}Z" ` +
        `fill="${colors[i % colors.length]}"/>`;
    }
    out += path(`M0,${n(y0)}Q${n(w / 2)},${n(y0 + sag * 2)} ${n(w)},${n(y0)}`, 'none', {
      stroke: C.brown,
      'stroke-width': 2,
    });
  }
  out += flags;
  const walkers: [number, 'man' | 'woman' | 'child' | 'carrier', number][] = [
    [0.2, 'woman', 1],
    [0.23, 'child', 1],
    [0.26, 'man', 1],
    [0.36, 'woman', 1],
    [0.62, 'man', -1],
    [0.66, 'woman', -1],
    [0.69, 'child', -1],
    [0.8, 'woman', -1],
  ];
  for (const [fx, pose, facing] of walkers)
    out += figure(w * fx, h * 0.96, pose === 'child' ? h * 0.12 : h * 0.17, C.maroon, pose, facing as 1 | -1);
  return out;
}

/** The road to the ashram gate at golden hour, fields and palms on both sides. */
export function contactBanner(c: Canvas): string {
  const { w, h, defs } = c;
  let out = sky(c, [
    [0, '#f3c477'],
    [0.6, '#f8e0b0'],
    [1, C.cream],
  ]);
  out += sun(c, w * 0.5, h * 0.56, h * 0.1, { color: '#fbd58a', halo: 4 });
  out += birds(c, w * 0.35, h * 0.2, 6, 12, C.maroonSoft);
  out += hills(c, h * 0.66, h * 0.12, '#dcae7c', 3);
  const base = h * 0.74;
  out += rect(
    0,
    base,
    w,
    h - base,
    defs.linear([
      [0, '#b9a157'],
      [1, '#8a8a3e'],
    ]),
  );
  let rows = '';
  for (let i = 0; i < 14; i++)
    rows += `M${n(w * 0.5)},${n(base)}L${n(((i + 0.5) / 14) * w * 2.4 - w * 0.7)},${n(h + 4)}`;
  out += path(rows, 'none', { stroke: '#7d8b45', 'stroke-width': 3, opacity: 0.5 });
  out += path(
    `M${n(w * 0.48)},${n(base)}L${n(w * 0.52)},${n(base)}L${n(w * 0.64)},${n(h)}L${n(w * 0.36)},${n(h)}Z`,
    '#d9b27c',
  );
  // The gate: two pillars, a lintel with a small kalasam.
  const gx = w * 0.5;
  const gw = h * 0.32;
  out +=
    rect(gx - gw / 2 - 10, base - h * 0.3, 20, h * 0.3, C.maroon) +
    rect(gx + gw / 2 - 10, base - h * 0.3, 20, h * 0.3, C.maroon);
  out += path(
    `M${n(gx - gw / 2 - 24)},${n(base - h * 0.3)}Q${n(gx)},${n(base - h * 0.46)} ` +
      `${n(gx + gw / 2 + 24)},${n(base - h * 0.3)}L${n(gx + gw / 2 + 24)},${n(base - h * 0.27)}` +
      `Q${n(gx)},${n(base - h * 0.42)} ${n(gx - gw / 2 - 24)},${n(base - h * 0.27)}Z`,
    C.maroon,
  );
  out += kalasam(c, gx, base - h * 0.4, h * 0.08);
  for (const [px, ph, lean] of [
    [0.08, 0.62, 0.04],
    [0.18, 0.5, -0.06],
    [0.3, 0.4, 0.05],
    [0.7, 0.42, -0.05],
    [0.82, 0.52, 0.06],
    [0.93, 0.64, -0.04],
  ] as [number, number, number][]) {
    out += palm(c, w * px, base + h * 0.04, h * ph, '#55622e', lean);
  }
  return out;
}

/** Cupped hands offering a lamp, ringed by lotus petals on a warm glow. */
export function donateBanner(c: Canvas): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear(
      [
        [0, C.maroonDeep],
        [0.5, C.maroon],
        [1, C.maroonDeep],
      ],
      1,
      0,
    ),
  );
  out += circle(
    w / 2,
    h * 0.5,
    h * 0.9,
    defs.radial([
      [0, '#f4a94a', 0.75],
      [0.4, C.saffron, 0.3],
      [1, C.saffron, 0],
    ]),
  );
  out += mandala(c.r, w / 2, h * 0.45, h * 0.62, {
    colors: [C.goldLight, 'none', C.gold],
    stroke: C.goldLight,
    rings: 5,
    opacity: 0.3,
  });
  let petals = '';
  for (let i = 0; i < 26; i++) {
    const x = c.r.range(0.02, 0.98) * w;
    const y = c.r.range(0.05, 0.95) * h;
    if (Math.abs(x - w / 2) < h * 0.7) continue;
    const r = c.r.range(8, 16);
    petals +=
      `<path d="M0,0C${n(r)},${n(-r * 0.6)} ${n(r)},${n(-r * 1.6)} 0,${n(-r * 2)}C${n(-r)},${n(-r * 1.6)} ` +
      `${n(-r)},${n(-r * 0.6)} 0,0Z" fill="${c.r() > 0.5 ? C.saffronLight : C.goldLight}" opacity="0.75" ` +
      `transform="translate(${n(x)},${n(y)}) rotate(${n(c.r.range(0, 360))})"/>`;
  }
  out += petals;
  out += cuppedHands(w / 2, h * 0.56, h / 560);
  out += diya(c, w / 2, h * 0.53, h * 0.2);
  return out;
}

/** Vaastu: a 9x9 pada grid beside a temple elevation, drawn as if in ink on paper. */
export function vaastuBanner(c: Canvas): string {
  const { w, h } = c;
  let out = rect(0, 0, w, h, '#f8eedb');
  let grid = '';
  for (let x = 0; x <= w; x += 40) grid += `M${x},0V${h}`;
  for (let y = 0; y <= h; y += 40) grid += `M0,${y}H${w}`;
  out += path(grid, 'none', { stroke: '#e6d2ad', 'stroke-width': 1 });
  const size = h * 0.72;
  const gx = w * 0.18;
  const gy = h / 2;
  let pada = '';
  for (let i = 0; i <= 9; i++) {
    const k = -size / 2 + (i * size) / 9;
    pada +=
      `M${n(gx + k)},${n(gy - size / 2)}V${n(gy + size / 2)}M${n(gx - size / 2)},${n(gy + k)}` + `H${n(gx + size / 2)}`;
  }
  out += rect(gx - size / 6, gy - size / 6, size / 3, size / 3, C.saffron, { opacity: 0.25 });
  out += path(pada, 'none', { stroke: C.maroon, 'stroke-width': 2.5 });
  out += path(
    `M${n(gx - size / 2)},${n(gy - size / 2)}L${n(gx + size / 2)},${n(gy + size / 2)}` +
      `M${n(gx + size / 2)},${n(gy - size / 2)}L${n(gx - size / 2)},${n(gy + size / 2)}`,
    'none',
    { stroke: C.maroon, 'stroke-width': 1.5, opacity: 0.5, 'stroke-dasharray': '8 6' },
  );
  out += circle(gx, gy, size * 0.06, C.maroon);
  // Compass rose in the top right.
  const cx = w * 0.88;
  const cy = h * 0.5;
  let rose = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
    const r = i % 2 ? h * 0.14 : h * 0.28;
    rose +=
      `M${n(cx)},${n(cy)}L${n(cx + Math.cos(a - 0.2) * r * 0.25)},${n(cy + Math.sin(a - 0.2) * r * 0.25)}` +
      `L${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}L${n(cx + Math.cos(a + 0.2) * r * 0.25)},` +
      `${n(cy + Math.sin(a + 0.2) * r * 0.25)}Z`;
  }
  out += circle(cx, cy, h * 0.22, 'none', { stroke: C.gold, 'stroke-width': 3 });
  out += path(rose, C.gold, { stroke: C.maroon, 'stroke-width': 2 });
  // The temple elevation in line work.
  out += g(gopuram(w * 0.56, h * 0.88, h * 0.38, h * 0.78, { fill: '#f1dfbd', detail: C.maroonSoft, tiers: 6 }), {
    stroke: C.maroon,
    'stroke-width': 2,
  });
  out += path(
    `M${n(w * 0.36)},${n(h * 0.88)}H${n(w * 0.76)}M${n(w * 0.36)},${n(h * 0.92)}V${n(h * 0.84)}` +
      `M${n(w * 0.76)},${n(h * 0.92)}V${n(h * 0.84)}`,
    'none',
    {
      stroke: C.maroonSoft,
      'stroke-width': 2,
    },
  );
  return out;
}

/** A single lamp on a quiet field of gold with a large, faint mandala. */
export function authBanner(c: Canvas): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear(
      [
        [0, '#f8e6c0'],
        [1, '#f3d9a6'],
      ],
      1,
      0.3,
    ),
  );
  out += mandala(c.r, w * 0.5, h * 0.5, h * 0.9, {
    colors: [C.goldLight, C.goldPale, C.saffronLight],
    rings: 7,
    opacity: 0.35,
  });
  out += mandala(c.r, w * 0.08, h * 0.9, h * 0.6, { colors: [C.goldLight, C.goldPale], rings: 4, opacity: 0.4 });
  out += mandala(c.r, w * 0.92, h * 0.1, h * 0.6, { colors: [C.goldLight, C.goldPale], rings: 4, opacity: 0.4 });
  out += bell(c, w * 0.3, 0, h * 0.22, 4) + bell(c, w * 0.7, 0, h * 0.22, -4);
  out += diya(c, w / 2, h * 0.72, h * 0.26);
  return out;
}
