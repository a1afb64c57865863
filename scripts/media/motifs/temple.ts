// Temple architecture: gopuram, mandapam pillars, a shrine doorway, steps.
import { C, type Canvas, circle, ellipse, g, n, path, poly, rect, translate } from '../svg.ts';

export interface GopuramOptions {
  readonly fill: string;
  readonly detail?: string;
  readonly highlight?: string;
  readonly tiers?: number;
  /** Fraction of the tiers built (0..1); below 1 the crown is left off, as on a building site. */
  readonly built?: number;
}

/** A South Indian temple tower; (x, y) is the centre of its foot, w its base width, h its full height. */
export function gopuram(x: number, y: number, w: number, h: number, o: GopuramOptions): string {
  const tiers = o.tiers ?? 7;
  const detail = o.detail ?? C.maroonDeep;
  const baseH = h * 0.22;
  const crownH = h * 0.13;
  const towerH = h - baseH - crownH;
  let body = '';
  let marks = '';
  let lights = '';
  // Plinth and the lower storey with its doorway.
  body += rect(-w * 0.52, -h * 0.03, w * 1.04, h * 0.03, o.fill);
  body += rect(-w / 2, -baseH, w, baseH - h * 0.03, o.fill);
  body += rect(-w * 0.54, -baseH - h * 0.012, w * 1.08, h * 0.02, o.fill);
  const doorW = w * 0.2;
  marks += path(
    `M${n(-doorW / 2)},${n(-h * 0.03)}V${n(-baseH * 0.62)}Q0,${n(-baseH * 0.95)} ` +
      `${n(doorW / 2)},${n(-baseH * 0.62)}V${n(-h * 0.03)}Z`,
    detail,
  );
  for (const side of [-1, 1]) {
    for (let k = 0; k < 2; k++) {
      const px = side * (w * 0.22 + k * w * 0.12);
      marks += rect(px - w * 0.035, -baseH * 0.85, w * 0.07, baseH * 0.6, detail, { opacity: 0.55, rx: w * 0.01 });
    }
  }
  // Tiers taper towards the crown, each a little shorter than the one below.
  const weights = Array.from({ length: tiers }, (_, i) => 1 - i * 0.06);
  const total = weights.reduce((a, b) => a + b, 0);
  const built = Math.max(1, Math.round(tiers * (o.built ?? 1)));
  let ty = -baseH;
  for (let i = 0; i < built; i++) {
    const th = (towerH * (weights[i] as number)) / total;
    const wb = w * (0.9 - (i / tiers) * 0.48);
    const wt = w * (0.9 - ((i + 1) / tiers) * 0.48);
    body += path(
      poly([
        [-wb / 2, ty],
        [-wt / 2, ty - th],
        [wt / 2, ty - th],
        [wb / 2, ty],
      ]),
      o.fill,
    );
    body += rect(-wb / 2 - th * 0.12, ty - th * 0.16, wb + th * 0.24, th * 0.16, o.fill);
    const niches = Math.max(3, Math.round(wt / (th * 1.1)) | 1);
    for (let k = 0; k < niches; k++) {
      const nx = ((k + 0.5) / niches - 0.5) * wt * 0.9;
      const nw = Math.min(th * 0.42, (wt / niches) * 0.55);
      const nb = ty - th * 0.22;
      const nt = ty - th * 0.82;
      marks += path(
        `M${n(nx - nw / 2)},${n(nb)}V${n(nt + nw * 0.5)}Q${n(nx)},${n(nt - nw * 0.3)} ` +
          `${n(nx + nw / 2)},${n(nt + nw * 0.5)}V${n(nb)}Z`,
        detail,
        {
          opacity: k === (niches - 1) / 2 ? 0.9 : 0.6,
        },
      );
      if (o.highlight) lights += circle(nx, nt - nw * 0.05, nw * 0.14, o.highlight);
    }
    ty -= th;
  }
  if (built >= tiers) {
    // The barrel-vaulted crown (shala) with horned ends and a row of kalasam finials.
    const cw = w * 0.46;
    body += path(
      `M${n(-cw / 2)},${n(ty)}V${n(ty - crownH * 0.45)}Q${n(-cw / 2)},${n(ty - crownH)} ` +
        `0,${n(ty - crownH)}Q${n(cw / 2)},${n(ty - crownH)} ${n(cw / 2)},${n(ty - crownH * 0.45)}V${n(ty)}Z`,
      o.fill,
    );
    for (const side of [-1, 1]) {
      body += path(
        `M${n(side * cw * 0.48)},${n(ty - crownH * 0.3)}q${n(side * cw * 0.14)},${n(-crownH * 0.2)} ` +
          `${n(side * cw * 0.1)},${n(-crownH * 0.62)}q${n(-side * cw * 0.06)},${n(crownH * 0.2)} ` +
          `${n(-side * cw * 0.1)},${n(crownH * 0.35)}Z`,
        o.fill,
      );
    }
    marks += path(
      `M${n(-cw * 0.14)},${n(ty)}V${n(ty - crownH * 0.5)}Q0,${n(ty - crownH * 0.85)} ` +
        `${n(cw * 0.14)},${n(ty - crownH * 0.5)}V${n(ty)}Z`,
      detail,
      { opacity: 0.75 },
    );
    const finials = 5;
    for (let k = 0; k < finials; k++) {
      const fx = ((k + 0.5) / finials - 0.5) * cw * 0.8;
      const fy = ty - crownH * (0.95 - Math.abs(fx / cw) * 0.3);
      const fs = w * 0.022;
      body += path(
        `M${n(fx - fs)},${n(fy + fs)}Q${n(fx - fs * 1.3)},${n(fy - fs * 0.6)} ` +
          `${n(fx)},${n(fy - fs * 1.1)}Q${n(fx + fs * 1.3)},${n(fy - fs * 0.6)} ${n(fx + fs)},${n(fy + fs)}Z`,
        o.highlight ?? o.fill,
      );
      body += path(
        `M${n(fx - fs * 0.3)},${n(fy - fs)}L${n(fx)},${n(fy - fs * 2.6)}L${n(fx + fs * 0.3)},${n(fy - fs)}Z`,
        o.highlight ?? o.fill,
      );
    }
  }
  return g(`<g fill="${o.fill}">${body}</g>${marks}${lights}`, { transform: translate(x, y) });
}

/** One carved stone pillar: base, banded shaft, bracket capital. (x,y) is its foot. */
export function pillar(x: number, y: number, w: number, h: number, fill: string, shade: string): string {
  let out = rect(-w * 0.7, -h * 0.08, w * 1.4, h * 0.08, fill);
  out += rect(-w * 0.5, -h * 0.88, w, h * 0.8, fill);
  for (const k of [0.25, 0.5, 0.7]) out += rect(-w * 0.58, -h * k - h * 0.03, w * 1.16, h * 0.06, shade);
  out += path(
    `M${n(-w * 0.5)},${n(-h * 0.88)}L${n(-w * 1.1)},${n(-h * 0.94)}L${n(-w * 1.1)},${n(-h)}L${n(w * 1.1)},${n(-h)}` +
      `L${n(w * 1.1)},${n(-h * 0.94)}L${n(w * 0.5)},${n(-h * 0.88)}Z`,
    fill,
  );
  out += rect(-w * 0.2, -h * 0.84, w * 0.4, h * 0.07, shade, { rx: w * 0.1 });
  return g(out, { transform: translate(x, y) });
}

/** An open hall: a plinth, a row of pillars and a flat roof with a small parapet. */
export function mandapam(x: number, y: number, w: number, h: number, fill: string, shade: string, pillars = 6): string {
  let out = rect(-w / 2, -h * 0.1, w, h * 0.1, fill);
  out += rect(-w / 2 + w * 0.02, -h * 0.85, w * 0.96, h * 0.75, shade, { opacity: 0.55 });
  const pw = (w / pillars) * 0.22;
  for (let i = 0; i < pillars; i++) {
    const px = -w / 2 + w * 0.06 + (i / (pillars - 1)) * w * 0.88;
    out += pillar(px, -h * 0.1, pw, h * 0.72, fill, shade);
  }
  out += rect(-w * 0.54, -h * 0.92, w * 1.08, h * 0.1, fill);
  const bumps = Math.round(w / (h * 0.22));
  for (let i = 0; i < bumps; i++) {
    const bx = -w / 2 + ((i + 0.5) / bumps) * w;
    out += path(
      `M${n(bx - h * 0.06)},${n(-h * 0.92)}V${n(-h * 0.98)}Q${n(bx)},${n(-h * 1.06)} ` +
        `${n(bx + h * 0.06)},${n(-h * 0.98)}V${n(-h * 0.92)}Z`,
      fill,
    );
  }
  return g(out, { transform: translate(x, y) });
}

/** Broad stone steps; (x,y) is the centre of the lowest step's bottom edge. */
export function steps(
  x: number,
  y: number,
  w: number,
  stepH: number,
  count: number,
  fill: string,
  edge: string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const sw = w * (1 - i * 0.08);
    out += rect(x - sw / 2, y - (i + 1) * stepH, sw, stepH, fill);
    out += rect(x - sw / 2, y - (i + 1) * stepH, sw, stepH * 0.16, edge);
  }
  return out;
}

/** A shrine doorway: a carved frame, a dark sanctum and the glow of a lamp within. */
export function doorway(c: Canvas, x: number, y: number, w: number, h: number, frame: string, carving: string): string {
  let out = rect(-w / 2, -h, w, h, frame);
  out += rect(-w * 0.42, -h * 0.93, w * 0.84, h * 0.93, carving, { opacity: 0.35 });
  out += rect(-w * 0.34, -h * 0.86, w * 0.68, h * 0.86, frame);
  out += rect(-w * 0.28, -h * 0.8, w * 0.56, h * 0.8, '#2a0b10');
  out += ellipse(
    0,
    -h * 0.3,
    w * 0.3,
    h * 0.34,
    c.defs.radial([
      [0, '#f7b544', 0.7],
      [1, '#f7b544', 0],
    ]),
  );
  let dots = '';
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    dots += `M${n(-w * 0.38 - 3)},${n(-h * 0.9 + t * h * 0.85)}a3,3 0 1,0 6,0a3,3 0 1,0 -6,0`;
    dots += `M${n(w * 0.38 - 3)},${n(-h * 0.9 + t * h * 0.85)}a3,3 0 1,0 6,0a3,3 0 1,0 -6,0`;
  }
  out += path(dots, carving);
  out += path(
    `M${n(-w * 0.6)},${n(-h)}L${n(w * 0.6)},${n(-h)}L${n(w * 0.5)},${n(-h * 1.1)}L${n(-w * 0.5)},${n(-h * 1.1)}Z`,
    frame,
  );
  return g(out, { transform: translate(x, y) });
}
