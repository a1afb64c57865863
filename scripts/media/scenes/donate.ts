// The six donation causes (4:3): Annadanam, Temple Seva, Go Seva, Orphans, Viveka Vidyalaya,
// Soil Rejuvenation. Composed differently from the seva pictures so the two pages differ.
import { cookingPot, cow, figure, sapling } from '../motifs/life.ts';
import { birds, cloud, grass, ground, hills, palm, roundTree, sky, SKIES, sun } from '../motifs/nature.ts';
import { bell, garland, lampStand, mandala } from '../motifs/sacred.ts';
import { doorway } from '../motifs/temple.ts';
import { home, manuscripts, school } from '../motifs/village.ts';
import { C, type Canvas, ellipse, g, n, path, rect } from '../svg.ts';

const TREE = { trunk: C.brown, dark: C.leafDeep, light: C.leaf };

/** Annadanam: a great pot of rice steaming over the fire, leaf plates stacked ready. */
export function donateAnnadanam(c: Canvas): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear([
      [0, '#f3d59c'],
      [1, '#e2a86a'],
    ]),
  );
  out += mandala(c.r, w * 0.5, h * 0.3, h * 0.4, {
    colors: [C.goldPale, 'none'],
    stroke: C.goldLight,
    rings: 5,
    opacity: 0.6,
  });
  out += rect(0, h * 0.8, w, h * 0.2, '#9c4a2a');
  out += cookingPot(c, w * 0.46, h * 0.86, w / 900);
  for (let i = 0; i < 7; i++) out += ellipse(w * 0.82, h * 0.84 - i * 9, w * 0.11, 14, i % 2 ? '#7d8b45' : '#8fa24f');
  out += g(rect(-8, -150, 16, 150, '#7a5234', { rx: 6 }) + ellipse(0, 0, 34, 20, '#c9a05a'), {
    transform: `translate(${n(w * 0.18)},${n(h * 0.8)}) rotate(-18)`,
  });
  return out;
}

/** Temple Seva: the sanctum door with its lamp, bells and a marigold toran. */
export function donateTempleSeva(c: Canvas): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear([
      [0, '#c77a4a'],
      [1, '#8e3a2a'],
    ]),
  );
  let blocks = '';
  for (let y = 0; y < h; y += 60) {
    for (let x = (y / 60) % 2 ? -60 : 0; x < w; x += 120) blocks += `M${x},${y}h120v60h-120Z`;
  }
  out += path(blocks, 'none', { stroke: '#a85a3a', 'stroke-width': 3 });
  out += rect(0, h * 0.86, w, h * 0.14, '#6d2a22');
  out += doorway(c, w / 2, h * 0.86, w * 0.36, h * 0.66, '#e2b56a', C.maroon);
  out += garland(c, w * 0.28, h * 0.12, w * 0.72, h * 0.12, h * 0.08, 12);
  out += bell(c, w * 0.2, 0, h * 0.16) + bell(c, w * 0.8, 0, h * 0.16);
  out += lampStand(c, w * 0.14, h * 0.9, h * 0.44) + lampStand(c, w * 0.86, h * 0.9, h * 0.44);
  return out;
}

/** Go Seva: cows grazing in the evening light. */
export function donateGoSeva(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, [
    [0, '#efb46a'],
    [0.6, '#f7d9a6'],
    [1, '#f8e8c8'],
  ]);
  out += sun(c, w * 0.7, h * 0.42, h * 0.08, { color: '#fbd58a', halo: 4 });
  out += birds(c, w * 0.3, h * 0.2, 5, 12, C.maroonSoft);
  out += hills(c, h * 0.5, h * 0.1, '#d3a677', 4);
  out += ground(c, h * 0.56, '#a9a158', 4);
  out +=
    palm(c, w * 0.08, h * 0.6, h * 0.4, C.leafDeep, 0.05) + palm(c, w * 0.92, h * 0.6, h * 0.32, C.leafDeep, -0.08);
  out += cow(w * 0.62, h * 0.72, w / 1500, { grazing: true });
  out += cow(w * 0.3, h * 0.9, w / 700, { facing: -1 });
  return out + grass(c, h * 0.99, 40, 30, C.leafDeep);
}

/** Orphans: children and their carer walking home beneath a sheltering tree. */
export function donateOrphans(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.dawn);
  out += sun(c, w * 0.78, h * 0.38, h * 0.08, { color: '#f8c56a', halo: 4 });
  out += cloud(w * 0.05, h * 0.2, w * 0.26, '#fff6e4', 0.8);
  out += hills(c, h * 0.56, h * 0.1, '#dcb488', 3);
  out += ground(c, h * 0.64, '#c4a56e', 4);
  out += home(w * 0.82, h * 0.68, w * 0.2, h * 0.22);
  out += roundTree(c, w * 0.3, h * 0.86, h * 0.56, TREE);
  const family: [number, 'man' | 'woman' | 'child', number][] = [
    [0.46, 'woman', 0.26],
    [0.52, 'child', 0.17],
    [0.57, 'child', 0.15],
    [0.62, 'child', 0.18],
  ];
  for (const [fx, pose, fh] of family) out += figure(w * fx, h * 0.9, h * fh, C.maroon, pose, 1);
  out += path(
    `M${n(w * 0.47)},${n(h * 0.76)}L${n(w * 0.51)},${n(h * 0.8)}M${n(w * 0.53)},${n(h * 0.8)}` +
      `L${n(w * 0.56)},${n(h * 0.81)}M${n(w * 0.58)},${n(h * 0.81)}L${n(w * 0.61)},${n(h * 0.8)}`,
    'none',
    { stroke: C.maroon, 'stroke-width': 5, 'stroke-linecap': 'round' },
  );
  return out + grass(c, h * 0.98, 24, 24, '#8a8a3e');
}

/** Viveka Vidyalaya: the school building, a bell, children and books. */
export function donateVidyalaya(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.day);
  out += sun(c, w * 0.14, h * 0.2, h * 0.06, { color: '#f6cf7a', rays: 12 });
  out += cloud(w * 0.56, h * 0.18, w * 0.26, '#fff8ea', 0.9);
  out += hills(c, h * 0.5, h * 0.08, '#d8bd92', 3);
  out += ground(c, h * 0.6, '#cfae78', 3);
  out +=
    palm(c, w * 0.06, h * 0.64, h * 0.36, C.leafDeep, 0.05) + palm(c, w * 0.95, h * 0.64, h * 0.4, C.leafDeep, -0.05);
  out += school(w * 0.5, h * 0.66, w * 0.66, h * 0.38);
  for (const [fx, fh] of [
    [0.3, 0.13],
    [0.36, 0.15],
    [0.6, 0.14],
    [0.66, 0.12],
    [0.72, 0.15],
  ] as [number, number][])
    out += figure(w * fx, h * 0.86, h * fh, C.maroon, 'child', fx < 0.5 ? 1 : -1);
  out += manuscripts(w * 0.14, h * 0.95, w * 0.18, -4);
  out += g(
    rect(-40, -12, 80, 12, C.maroonSoft) + rect(-36, -24, 72, 12, C.saffron) + rect(-40, -36, 80, 12, '#6d8f93'),
    { transform: `translate(${n(w * 0.88)},${n(h * 0.95)})` },
  );
  return out;
}

/** Soil Rejuvenation: furrows running to the horizon, green shoots and a compost heap. */
export function donateSoil(c: Canvas): string {
  const { w, h, defs } = c;
  let out = sky(c, SKIES.gold);
  out += sun(c, w * 0.5, h * 0.36, h * 0.08, { color: '#fbd58a', halo: 4 });
  out += hills(c, h * 0.38, h * 0.06, '#c9b06a', 4);
  out += rect(
    0,
    h * 0.4,
    w,
    h * 0.6,
    defs.linear([
      [0, '#8a6a44'],
      [1, '#6b4a2a'],
    ]),
  );
  let furrows = '';
  let shoots = '';
  for (let i = 0; i <= 16; i++) {
    const x = (i / 16) * w * 3 - w;
    furrows += `M${n(w * 0.5)},${n(h * 0.4)}L${n(x)},${n(h)}`;
    for (const t of [0.15, 0.3, 0.48, 0.7, 0.95]) {
      const sx = w * 0.5 + (x + (w * 3) / 32 - w * 0.5) * t;
      const sy = h * 0.4 + h * 0.6 * t;
      shoots += sapling(sx, sy, 12 + t * 60, C.leafDeep, '#9fb356');
    }
  }
  out += path(furrows, 'none', { stroke: '#5a3a20', 'stroke-width': 4 });
  out += shoots;
  return out;
}
