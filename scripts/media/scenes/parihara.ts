// The eleven parihara pujas (4:3). Each is an altar composition: a backdrop, a halo, the
// puja's central object and lamps, with its own palette so the list reads as eleven.
import { meditator } from '../motifs/life.ts';
import { lotus, lotusLeaf, roundTree, sky, sun, water } from '../motifs/nature.ts';
import { haratiPlate, homamKund, lingam, navagraha, serpents, yantra } from '../motifs/ritual.ts';
import { diya, flame, garland, kalasam, lampStand, mandala } from '../motifs/sacred.ts';
import { trishul } from '../motifs/village.ts';
import { C, type Canvas, circle, ellipse, n, path, rect } from '../svg.ts';

interface Altar {
  readonly top: string;
  readonly bottom: string;
  readonly halo: string;
  readonly cloth: string;
  readonly trim: string;
}

const WARM: Altar = { top: '#f6e0b4', bottom: '#eec58a', halo: '#ffd98a', cloth: C.maroon, trim: C.gold };
const DUSK: Altar = { top: '#5a1822', bottom: '#8e3a2a', halo: '#f4a94a', cloth: '#3a0c14', trim: C.gold };
const DEEP: Altar = { top: '#3a0c14', bottom: '#6d2027', halo: '#f7b544', cloth: '#2a0910', trim: C.saffron };
const SAFFRON: Altar = { top: '#f4b860', bottom: '#e0822a', halo: '#fff1c1', cloth: C.maroonDeep, trim: C.goldLight };
const LEAF: Altar = { top: '#eef0d2', bottom: '#cfd8a0', halo: '#fff6d6', cloth: '#55622e', trim: C.goldLight };

/** The shared altar: backdrop, halo, mandala and a draped cloth with a border of triangles. */
function altar(c: Canvas, a: Altar, haloY = 0.42, mandalaOpacity = 0.35): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear([
      [0, a.top],
      [1, a.bottom],
    ]),
  );
  out += circle(
    w / 2,
    h * haloY,
    h * 0.6,
    defs.radial([
      [0, a.halo, 0.7],
      [0.5, a.halo, 0.2],
      [1, a.halo, 0],
    ]),
  );
  out += mandala(c.r, w / 2, h * haloY, h * 0.42, {
    colors: [a.halo, 'none', a.trim],
    stroke: a.halo,
    rings: 6,
    opacity: mandalaOpacity,
  });
  out += rect(0, h * 0.8, w, h * 0.2, a.cloth);
  let border = '';
  for (let i = 0; i < 24; i++)
    border += `M${n((i / 24) * w)},${n(h * 0.8)}l${n(w / 48)},${n(h * 0.04)}l${n(w / 48)},${n(-h * 0.04)}Z`;
  return out + path(border, a.trim);
}

export function pariharaGrahaShanti(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, WARM);
  out += navagraha(w / 2, h * 0.46, h * 0.56, C.maroon, C.gold);
  return out + diya(c, w * 0.18, h * 0.86, w * 0.1) + diya(c, w * 0.82, h * 0.86, w * 0.1);
}

export function pariharaKaalasarpa(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, DEEP, 0.45, 0.25);
  out += serpents(w / 2, h * 0.84, h * 0.72, C.gold, C.saffron, '#8a5a2e');
  return out + diya(c, w * 0.2, h * 0.88, w * 0.1) + diya(c, w * 0.8, h * 0.88, w * 0.1);
}

export function pariharaMruthyunjaya(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, DUSK, 0.5);
  out += trishul(w * 0.24, h * 0.82, h * 0.6, C.goldLight);
  out += lingam(w / 2, h * 0.86, h * 0.52, '#6d5a4e', '#4e4038');
  out += garland(c, w * 0.38, h * 0.38, w * 0.62, h * 0.38, h * 0.12, 9);
  return out + lampStand(c, w * 0.8, h * 0.88, h * 0.42);
}

export function pariharaChandiHomam(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, DEEP, 0.5, 0.2);
  out += homamKund(c, w / 2, h * 0.9, w * 0.44, 1.15, 0.2);
  return out + kalasam(c, w * 0.14, h * 0.9, h * 0.26) + kalasam(c, w * 0.86, h * 0.9, h * 0.26);
}

export function pariharaAshtaLakshmi(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, SAFFRON, 0.44);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += diya(c, w / 2 + Math.cos(a) * h * 0.3, h * 0.46 + Math.sin(a) * h * 0.26, w * 0.06, { glow: 0.6 });
  }
  out += lotusLeaf(w / 2, h * 0.56, h * 0.2, C.leaf);
  out += lotus(w / 2 + 10, h * 0.55, h * 0.26, { petal: '#f6b3a0', inner: '#fcd8c8', edge: C.maroonSoft });
  let coins = '';
  for (let i = 0; i < 9; i++)
    coins += `M${n(w * 0.3 + i * w * 0.05 - 14)},${n(h * 0.9)}a14,7 0 1,0 28,0a14,7 0 1,0 -28,0`;
  return out + path(coins, C.goldLight, { stroke: '#b8892a', 'stroke-width': 2 });
}

export function pariharaDashaMahaVidya(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, DUSK, 0.46, 0.2);
  out += yantra(w / 2, h * 0.46, h * 0.5, C.goldLight, '#4a1019', C.saffron);
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    out += flame(c, w / 2 + Math.cos(a) * h * 0.4, h * 0.5 + Math.sin(a) * h * 0.36, h * 0.06, Math.sin(i), 0.7);
  }
  return out;
}

export function pariharaAarogya(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, LEAF, 0.42);
  out += kalasam(c, w / 2, h * 0.84, h * 0.5);
  let leaves = '';
  for (let i = 0; i < 10; i++) {
    const x = w * (i < 5 ? 0.14 + i * 0.03 : 0.72 + (i - 5) * 0.03);
    leaves +=
      `<path d="M0,0C8,-10 8,-26 0,-34C-8,-26 -8,-10 0,0Z" fill="${C.leaf}" ` +
      `transform="translate(${n(x)},${n(h * 0.8)}) rotate(${n((i % 5) * 15 - 30)})"/>`;
  }
  out += leaves;
  return out + diya(c, w * 0.22, h * 0.9, w * 0.1) + diya(c, w * 0.78, h * 0.9, w * 0.1);
}

export function pariharaAyush(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, WARM, 0.36, 0.25);
  out += roundTree(c, w / 2, h * 0.8, h * 0.5, { trunk: C.brown, dark: C.leafDeep, light: C.leaf });
  return out + lampStand(c, w * 0.2, h * 0.9, h * 0.4) + lampStand(c, w * 0.8, h * 0.9, h * 0.4);
}

export function pariharaSoura(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, SAFFRON, 0.4, 0.2);
  out += sun(c, w / 2, h * 0.4, h * 0.16, { color: '#fff1c1', rays: 24, halo: 2.4 });
  out += circle(w / 2, h * 0.4, h * 0.1, C.saffron, { opacity: 0.5 });
  out += trishul(w * 0.2, h * 0.84, h * 0.56, C.maroonDeep) + trishul(w * 0.8, h * 0.84, h * 0.56, C.maroonDeep);
  return out + diya(c, w / 2, h * 0.88, w * 0.12);
}

export function pariharaAruna(c: Canvas): string {
  const { w, h } = c;
  let out = sky(
    c,
    [
      [0, '#f1b866'],
      [0.55, '#f9dca4'],
      [1, '#fbe9c8'],
    ],
    h * 0.6,
  );
  out += sun(c, w / 2, h * 0.6, h * 0.12, { color: '#f7a53a', halo: 4, rays: 0 });
  out += water(c, h * 0.6, h * 0.4, { top: '#f3c37a', bottom: '#c27a4a', lines: '#fff1c1' });
  out += ellipse(w / 2, h * 0.64, w * 0.08, h * 0.01, '#fff1c1', { opacity: 0.8 });
  out += rect(0, h * 0.86, w, h * 0.14, '#7a4a34');
  return out + meditator(w / 2, h * 0.88, h / 900, '#4a1a14', C.saffronDeep);
}

export function pariharaPratyeka(c: Canvas): string {
  const { w, h } = c;
  let out = altar(c, WARM, 0.4);
  out += haratiPlate(c, w / 2, h * 0.66, w * 0.6);
  return out + garland(c, -20, h * 0.06, w + 20, h * 0.06, h * 0.16, 12);
}
