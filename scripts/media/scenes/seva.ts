// The six Samaaja Seva services (4:3): soil, water, trees, cows, food, culture.
import { bananaLeafMeal, cow, figure, roots, sapling, soilSection } from '../motifs/life.ts';
import {
  birds,
  cloud,
  grass,
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
import { diya, mandala } from '../motifs/sacred.ts';
import { bookOnStand, haystack, manuscripts, shed, veena } from '../motifs/village.ts';
import { C, type Canvas, ellipse, g, n, path, rect } from '../svg.ts';

const TREE = { trunk: C.brown, dark: C.leafDeep, light: C.leaf };

/** Bhu Seva: a sprouting seedling above living soil, fields to the horizon. */
export function sevaBhu(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.dawn);
  out += sun(c, w * 0.75, h * 0.26, h * 0.07, { color: '#f8c56a', halo: 4, rays: 16 });
  out += hills(c, h * 0.4, h * 0.08, '#c9b06a', 3);
  const top = h * 0.5;
  out += rect(0, h * 0.42, w, top - h * 0.42, '#9aa456');
  let furrows = '';
  for (let i = 0; i < 6; i++) furrows += `M0,${n(h * 0.43 + i * 0.014 * h)}H${w}`;
  out += path(furrows, 'none', { stroke: '#7d8b45', 'stroke-width': 2 });
  out += soilSection(c, top, ['#8a5a34', '#74472a', '#5e3820', '#4d2d1a']);
  out += roots(c, w * 0.5, top + 4, h * 0.3, '#e8d2a8');
  out += roots(c, w * 0.2, top + 4, h * 0.16, '#d9bf92') + roots(c, w * 0.8, top + 4, h * 0.16, '#d9bf92');
  out += sapling(w * 0.5, top + 4, h * 0.3, C.leafDeep, '#8fa24f');
  out +=
    sapling(w * 0.2, top + 4, h * 0.14, C.leafDeep, '#8fa24f') +
    sapling(w * 0.8, top + 4, h * 0.16, C.leafDeep, '#8fa24f');
  let worms = '';
  for (const [x, y] of [
    [0.33, 0.78],
    [0.66, 0.9],
  ] as [number, number][])
    worms += `M${n(w * x)},${n(h * y)}q12,-10 24,0t24,0t24,0`;
  return out + path(worms, 'none', { stroke: '#c98b7a', 'stroke-width': 6, 'stroke-linecap': 'round' });
}

/** Jala Seva: a village tank with lotuses, and a woman carrying water home. */
export function sevaJala(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.day);
  out += cloud(w * 0.1, h * 0.22, w * 0.3, '#fff8ea', 0.9) + cloud(w * 0.6, h * 0.14, w * 0.22, '#fff8ea', 0.7);
  out += hills(c, h * 0.45, h * 0.1, '#c9b596', 3);
  out += ground(c, h * 0.5, '#d6b98a', 3);
  out +=
    palm(c, w * 0.85, h * 0.54, h * 0.36, C.leafDeep, -0.06) + palm(c, w * 0.92, h * 0.54, h * 0.28, C.leafDeep, 0.07);
  out += roundTree(c, w * 0.12, h * 0.54, h * 0.24, TREE);
  out += water(c, h * 0.58, h * 0.42, { top: '#b9d3c9', bottom: C.waterDeep });
  let stepsD = '';
  for (let i = 0; i < 4; i++) stepsD += rect(0, h * 0.54 + i * h * 0.015, w, h * 0.015, i % 2 ? '#d9c4a0' : '#c9b390');
  out += stepsD;
  for (const [lx, ly, s, bloom] of [
    [0.2, 0.78, 1.2, true],
    [0.42, 0.9, 1, false],
    [0.6, 0.72, 0.9, true],
    [0.82, 0.86, 1.3, true],
    [0.32, 0.66, 0.7, false],
  ] as [number, number, number, boolean][]) {
    out += lotusLeaf(w * lx, h * ly, 60 * s, C.leaf);
    if (bloom) out += lotus(w * lx + 16 * s, h * ly - 4, 54 * s);
  }
  out += figure(w * 0.55, h * 0.54, h * 0.2, C.maroon, 'woman', 1);
  out += ellipse(w * 0.55, h * 0.54 - h * 0.2 * 1.02, 14, 11, C.gold);
  out += ellipse(w * 0.55 + 14, h * 0.54 - h * 0.1, 11, 10, C.gold);
  return out;
}

/** Vruksha Seva: young trees planted in rings of brick under an old banyan. */
export function sevaVruksha(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.gold);
  out += birds(c, w * 0.7, h * 0.18, 6, 12, C.maroonSoft);
  out += hills(c, h * 0.5, h * 0.1, '#cdb07a', 3);
  out += ground(c, h * 0.56, '#a7a35a', 4);
  out += roundTree(c, w * 0.26, h * 0.7, h * 0.44, TREE);
  for (const [x, y, s] of [
    [0.58, 0.72, 0.7],
    [0.74, 0.8, 0.85],
    [0.9, 0.9, 1],
  ] as [number, number, number][]) {
    out += ellipse(w * x, h * y, 38 * s, 12 * s, '#8a5a34');
    out += sapling(w * x, h * y, h * 0.16 * s, C.leafDeep, '#8fa24f');
    out += path(
      `M${n(w * x - 34 * s)},${n(h * y)}v${n(-40 * s)}M${n(w * x + 34 * s)},${n(h * y)}v${n(-40 * s)}` +
        `M${n(w * x - 34 * s)},${n(h * y - 30 * s)}h${n(68 * s)}`,
      'none',
      {
        stroke: '#b5542f',
        'stroke-width': 4 * s,
      },
    );
  }
  out += figure(w * 0.47, h * 0.86, h * 0.2, C.maroon, 'man', 1);
  out += path(`M${n(w * 0.49)},${n(h * 0.78)}l26,10l10,-6`, 'none', {
    stroke: C.gold,
    'stroke-width': 8,
    'stroke-linecap': 'round',
  });
  return out + grass(c, h * 0.98, 30, 30, C.leafDeep);
}

/** Go Seva: an Ongole cow and her calf by the shed, with hay. */
export function sevaGo(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.dawn);
  out += sun(c, w * 0.2, h * 0.32, h * 0.06, { color: '#f8c56a', halo: 4 });
  out += hills(c, h * 0.5, h * 0.1, '#d6b48a', 3);
  out += ground(c, h * 0.6, '#b3a65e', 4);
  out += shed(w * 0.78, h * 0.66, w * 0.38, h * 0.34);
  out += haystack(c, w * 0.94, h * 0.7, w * 0.14, h * 0.16);
  out += roundTree(c, w * 0.1, h * 0.66, h * 0.36, TREE);
  out += cow(w * 0.42, h * 0.9, w / 620);
  out += cow(w * 0.72, h * 0.93, w / 1150, { hump: false, grazing: true, facing: -1 });
  return out + grass(c, h * 0.97, 30, 26, C.leafDeep);
}

/** Annadana Seva: a full meal served on a banana leaf. */
export function sevaAnnadana(c: Canvas): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear(
      [
        [0, '#c77a4a'],
        [1, '#9c4a2a'],
      ],
      0,
      1,
    ),
  );
  let weave = '';
  for (let y = 0; y < h; y += 18) weave += `M0,${y}H${w}`;
  out += path(weave, 'none', { stroke: '#e0a070', 'stroke-width': 5, opacity: 0.35 });
  out += mandala(c.r, w * 0.1, h * 0.12, h * 0.26, {
    colors: [C.goldLight, 'none'],
    stroke: C.goldLight,
    rings: 4,
    opacity: 0.4,
  });
  out += bananaLeafMeal(c, w * 0.5, h * 0.58, w / 720);
  out += g(rect(-28, -80, 56, 80, '#d9d9d6', { rx: 6 }) + ellipse(0, -80, 28, 8, '#eeeeea'), {
    transform: `translate(${n(w * 0.88)},${n(h * 0.4)})`,
  });
  return out + diya(c, w * 0.12, h * 0.86, w * 0.1);
}

/** Samskruti Seva: a veena, palm-leaf manuscripts and a lamp on a silk cloth. */
export function sevaSamskruti(c: Canvas): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear([
      [0, '#f6e3bd'],
      [1, '#eccb92'],
    ]),
  );
  out += mandala(c.r, w * 0.5, h * 0.28, h * 0.36, {
    colors: [C.goldLight, C.goldPale, C.saffronLight],
    rings: 5,
    opacity: 0.5,
  });
  out += path(`M0,${n(h * 0.62)}L${w},${n(h * 0.56)}L${w},${h}L0,${h}Z`, C.maroon);
  let border = '';
  for (let i = 0; i < 30; i++) border += `M${n((i / 30) * w)},${n(h * 0.62 - (i / 30) * h * 0.06 + 14)}l12,-10l12,10`;
  out += path(border, 'none', { stroke: C.gold, 'stroke-width': 3 });
  out += veena(c, w * 0.48, h * 0.66, w * 0.86, -8);
  out += manuscripts(w * 0.28, h * 0.92, w * 0.36, -4);
  out += bookOnStand(w * 0.74, h * 0.96, w * 0.22);
  out += diya(c, w * 0.08, h * 0.86, w * 0.09) + diya(c, w * 0.93, h * 0.72, w * 0.08);
  return out;
}
