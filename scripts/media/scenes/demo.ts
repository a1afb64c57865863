// "Photo-like" demo pictures (4:3, 1600x1200) for the seeding step to upload as events, puja
// cards, activities and gallery albums. A soft-focus background, bokeh, a vignette and film
// grain make them read as photographs and give the upload pipeline realistic JPEG work.
import { bananaLeafMeal, cow, figure, sapling } from '../motifs/life.ts';
import {
  birds,
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
  vignette,
  water,
} from '../motifs/nature.ts';
import { haratiPlate, homamKund } from '../motifs/ritual.ts';
import { diya, garland, kalasam, lampStand, mandala } from '../motifs/sacred.ts';
import { gopuram, mandapam, steps } from '../motifs/temple.ts';
import { C, type Canvas, circle, g, n, path, rect, rng } from '../svg.ts';
import { heroScene } from './hero.ts';

/** Wraps layers in the photographic treatment. */
function photo(
  c: Canvas,
  back: string,
  front: string,
  opts: { bokeh?: string; blur?: number; grain?: number; vignette?: number } = {},
): string {
  let out = g(back, { filter: c.defs.blur(opts.blur ?? 3) });
  if (opts.bokeh) out += bokeh(c, opts.bokeh);
  out += front;
  out += vignette(c, '#1a0508', opts.vignette ?? 0.45);
  out += rect(0, 0, c.w, c.h, '#000', { filter: c.defs.grain(opts.grain ?? 0.1, 0.85, 7) });
  return out;
}

function bokeh(c: Canvas, color: string): string {
  let out = '';
  const r = rng(`bokeh-${color}`);
  for (let i = 0; i < 28; i++) {
    const x = r() * c.w;
    const y = r() * c.h * 0.7;
    const rad = r.range(14, 46);
    out += circle(x, y, rad, color, { opacity: n(r.range(0.12, 0.35)) });
  }
  return g(out, { filter: c.defs.blur(5) });
}

export function demoDeepotsavam(c: Canvas): string {
  const { w, h } = c;
  let back = sky(c, SKIES.night);
  back += gopuram(w * 0.5, h * 0.55, w * 0.28, h * 0.5, {
    fill: '#2a0910',
    detail: '#1a0508',
    highlight: '#ffcf70',
    tiers: 7,
  });
  let front = steps(w / 2, h + 10, w * 1.3, h * 0.1, 4, '#4a1a14', '#6d2a22');
  for (let row = 0; row < 4; row++) {
    const y = h - row * h * 0.1 - h * 0.06;
    const count = 9 - row;
    for (let i = 0; i < count; i++)
      front += diya(c, ((i + 0.5) / count) * w, y, w * (0.08 - row * 0.01), { flicker: Math.sin(i * 2.3 + row) });
  }
  return photo(c, back, front, { bokeh: '#ffc96e', blur: 5 });
}

export function demoGopuramSunset(c: Canvas): string {
  const body = heroScene(c, 0.37);
  return photo(c, body, birds(c, c.w * 0.3, c.h * 0.2, 9, 16, '#2a0910'), { blur: 1.2, grain: 0.08 });
}

export function demoHomam(c: Canvas): string {
  const { w, h, defs } = c;
  const back =
    rect(
      0,
      0,
      w,
      h,
      defs.linear([
        [0, '#2a0910'],
        [1, '#5a1822'],
      ]),
    ) +
    mandala(c.r, w / 2, h * 0.4, h * 0.5, { colors: ['#f4a94a', 'none'], stroke: '#f4a94a', rings: 6, opacity: 0.2 });
  const front =
    rect(0, h * 0.84, w, h * 0.16, '#3a0c14') +
    homamKund(c, w / 2, h * 0.95, w * 0.55, 1.2, 0.6) +
    kalasam(c, w * 0.12, h * 0.96, h * 0.3);
  return photo(c, back, front, { bokeh: '#ffb04a', blur: 6 });
}

export function demoHarati(c: Canvas): string {
  const { w, h, defs } = c;
  const back =
    rect(
      0,
      0,
      w,
      h,
      defs.linear([
        [0, '#6d2027'],
        [1, '#b5542f'],
      ]),
    ) +
    lampStand(c, w * 0.2, h * 0.7, h * 0.6) +
    lampStand(c, w * 0.8, h * 0.7, h * 0.6);
  const front =
    rect(0, h * 0.7, w, h * 0.3, '#7a1f2b') +
    haratiPlate(c, w / 2, h * 0.78, w * 0.75) +
    garland(c, -20, h * 0.04, w + 20, h * 0.04, h * 0.1, 18);
  return photo(c, back, front, { bokeh: '#ffd27a', blur: 7 });
}

export function demoLotusPond(c: Canvas): string {
  const { w, h } = c;
  let back = sky(c, SKIES.dawn) + sun(c, w * 0.7, h * 0.3, h * 0.06, { color: '#fbd58a', halo: 5 });
  back +=
    hills(c, h * 0.42, h * 0.08, '#d8b48e', 3) + mandapam(w * 0.3, h * 0.46, w * 0.3, h * 0.16, '#e8c9a0', '#b98a6a');
  back += palm(c, w * 0.75, h * 0.47, h * 0.3, '#6d7a40', 0.05);
  let front = water(c, h * 0.47, h * 0.53, { top: '#dbe6d8', bottom: '#6f9791' });
  for (const [x, y, s] of [
    [0.15, 0.7, 1.6],
    [0.45, 0.86, 2.2],
    [0.8, 0.76, 1.8],
    [0.62, 0.6, 1],
  ] as [number, number, number][]) {
    front += lotusLeaf(w * x, h * y, 80 * s, C.leaf) + lotus(w * x + 24 * s, h * y - 6, 70 * s);
  }
  return photo(c, back, front, { blur: 4, vignette: 0.3 });
}

export function demoGoPuja(c: Canvas): string {
  const { w, h } = c;
  let back =
    sky(c, [
      [0, '#efb46a'],
      [0.6, '#f7d9a6'],
      [1, '#f8e8c8'],
    ]) + sun(c, w * 0.8, h * 0.4, h * 0.07, { color: '#fbd58a', halo: 4 });
  back +=
    hills(c, h * 0.48, h * 0.08, '#d3a677', 4) +
    ground(c, h * 0.54, '#a9a158', 4) +
    roundTree(c, w * 0.15, h * 0.58, h * 0.3, { trunk: C.brown, dark: C.leafDeep, light: C.leaf });
  const front =
    cow(w * 0.45, h * 0.92, w / 520) +
    garland(c, w * 0.594, h * 0.617, w * 0.65, h * 0.64, h * 0.06, 10) +
    grass(c, h, 50, 60, C.leafDeep);
  return photo(c, back, front, { blur: 4, grain: 0.14 });
}

export function demoAnnadanam(c: Canvas): string {
  const { w, h, defs } = c;
  let back = rect(
    0,
    0,
    w,
    h,
    defs.linear([
      [0, '#b86a3a'],
      [1, '#8a4426'],
    ]),
  );
  let weave = '';
  for (let y = 0; y < h; y += 22) weave += `M0,${y}H${w}`;
  back += path(weave, 'none', { stroke: '#d99a6a', 'stroke-width': 6, opacity: 0.35 });
  const front = bananaLeafMeal(c, w * 0.5, h * 0.55, w / 700) + diya(c, w * 0.1, h * 0.9, w * 0.09);
  return photo(c, back, front, { blur: 1, vignette: 0.55 });
}

export function demoTreePlanting(c: Canvas): string {
  const { w, h } = c;
  let back = sky(c, SKIES.gold) + hills(c, h * 0.46, h * 0.08, '#cdb07a', 3) + ground(c, h * 0.52, '#a7a35a', 4);
  back += roundTree(c, w * 0.78, h * 0.6, h * 0.36, { trunk: C.brown, dark: C.leafDeep, light: C.leaf });
  let front = '';
  for (const [x, fh, pose] of [
    [0.3, 0.34, 'man'],
    [0.44, 0.3, 'woman'],
    [0.54, 0.2, 'child'],
  ] as [number, number, 'man' | 'woman' | 'child'][])
    front += figure(w * x, h * 0.9, h * fh, C.maroon, pose, 1);
  front += path(
    `M${n(w * 0.6)},${n(h * 0.95)}a${n(w * 0.08)},${n(h * 0.03)} 0 1,0 ${n(w * 0.16)},0` +
      `a${n(w * 0.08)},${n(h * 0.03)} 0 1,0 ${n(-w * 0.16)},0`,
    '#6b4a2a',
  );
  front += sapling(w * 0.68, h * 0.95, h * 0.3, C.leafDeep, '#8fa24f') + grass(c, h, 60, 50, C.leafDeep);
  return photo(c, back, front, { blur: 4, grain: 0.14 });
}

export function demoKolam(c: Canvas): string {
  const { w, h } = c;
  const back = rect(0, 0, w, h, '#8e3a2a');
  let front = mandala(rng('kolam'), w / 2, h / 2, h * 0.46, {
    colors: ['#fbf6ea', C.saffron, '#fbf6ea', C.goldLight, '#e0661c', '#fbf6ea'],
    rings: 7,
  });
  let dots = '';
  for (let i = 0; i < 13; i++)
    for (let j = 0; j < 10; j++)
      if ((i + j) % 2 === 0)
        dots += `M${n(w * 0.02 + i * w * 0.08 - 4)},${n(h * 0.05 + j * h * 0.1)}a4,4 0 1,0 8,0a4,4 0 1,0 -8,0`;
  front = path(dots, '#fbf6ea', { opacity: 0.6 }) + front;
  for (const a of [0, 1, 2, 3])
    front += diya(
      c,
      w / 2 + Math.cos((a * Math.PI) / 2 + Math.PI / 4) * h * 0.56,
      h / 2 + Math.sin((a * Math.PI) / 2 + Math.PI / 4) * h * 0.5,
      w * 0.07,
    );
  return photo(c, back, front, { blur: 0.5, grain: 0.1 });
}

export function demoFestival(c: Canvas): string {
  const { w, h } = c;
  let back =
    sky(c, SKIES.dusk) +
    gopuram(w * 0.5, h * 0.7, w * 0.3, h * 0.62, {
      fill: '#5a1822',
      detail: '#3a0c14',
      highlight: '#ffcf70',
      tiers: 7,
    });
  back +=
    palm(c, w * 0.12, h * 0.72, h * 0.45, '#3e0d15', 0.05) + palm(c, w * 0.88, h * 0.72, h * 0.4, '#3e0d15', -0.06);
  let front = rect(0, h * 0.7, w, h * 0.3, '#3e0d15');
  for (const [y0, sag] of [
    [h * 0.05, h * 0.12],
    [h * 0.02, h * 0.22],
  ] as [number, number][])
    front += garland(c, -20, y0, w + 20, y0, sag, 12);
  for (let i = 0; i < 9; i++)
    front += figure(
      w * (0.1 + i * 0.1),
      h * 0.98,
      h * (0.2 + (i % 3) * 0.03),
      '#1a0508',
      i % 3 === 1 ? 'woman' : i % 3 === 2 ? 'child' : 'man',
      i < 5 ? 1 : -1,
    );
  return photo(c, back, front, { bokeh: '#ffc96e', blur: 3 });
}
