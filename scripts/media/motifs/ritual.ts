// Ritual motifs: yantra, homam fire pit, navagraha, lingam, harati plate, serpents.
import { C, type Canvas, circle, ellipse, g, n, path, type Point, poly, rect, translate } from '../svg.ts';
import { flame } from './sacred.ts';

/** A Sri Chakra-like yantra in line work: bhupura gates, circles, petal rings, triangles, bindu. */
export function yantra(x: number, y: number, size: number, line: string, fill: string, accent: string): string {
  const s = size / 2;
  const sw = size * 0.008;
  let out = rect(-s, -s, size, size, fill);
  // The bhupura: three nested squares broken by a T-shaped gate on each side.
  let bhupura = '';
  for (const k of [1, 0.94, 0.88]) {
    const e = s * k;
    const gate = s * 0.16;
    const depth = s * 0.1;
    const side: Point[] = [
      [-e, -e],
      [-gate, -e],
      [-gate, -e - depth * 0.1],
      [gate, -e - depth * 0.1],
      [gate, -e],
      [e, -e],
    ];
    for (let q = 0; q < 4; q++) {
      const a = (q * Math.PI) / 2;
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      bhupura += `M${side.map(([px, py]) => `${n(px * cos - py * sin)},${n(px * sin + py * cos)}`).join('L')}`;
    }
  }
  out += path(bhupura, 'none', { stroke: line, 'stroke-width': sw * 1.3 });
  for (const k of [0.8, 0.76, 0.72]) out += circle(0, 0, s * k, 'none', { stroke: line, 'stroke-width': sw });
  out += petalRing(s * 0.58, s * 0.72, 16, accent, line, sw);
  out += petalRing(s * 0.46, s * 0.58, 8, accent, line, sw);
  out += circle(0, 0, s * 0.46, 'none', { stroke: line, 'stroke-width': sw });
  // Interlocking triangles: four pointing up, five pointing down.
  let tri = '';
  const up = [
    [0.44, 0.3],
    [0.36, 0.14],
    [0.28, 0.02],
    [0.18, -0.08],
  ];
  const down = [
    [0.44, 0.3],
    [0.38, 0.2],
    [0.3, 0.08],
    [0.22, -0.02],
    [0.14, -0.1],
  ];
  for (const [r, off] of up as [number, number][]) {
    tri += poly([
      [0, -s * r - s * off * 0.2],
      [s * r * 0.95, s * r * 0.62 + s * off * 0.1],
      [-s * r * 0.95, s * r * 0.62 + s * off * 0.1],
    ]);
  }
  for (const [r, off] of down as [number, number][]) {
    tri += poly([
      [0, s * r + s * off * 0.2],
      [s * r * 0.95, -s * r * 0.62 - s * off * 0.1],
      [-s * r * 0.95, -s * r * 0.62 - s * off * 0.1],
    ]);
  }
  out += path(tri, 'none', { stroke: line, 'stroke-width': sw, 'stroke-linejoin': 'round' });
  out += circle(0, 0, s * 0.035, accent, { stroke: line, 'stroke-width': sw });
  return g(out, { transform: translate(x, y) });
}

function petalRing(r0: number, r1: number, count: number, fill: string, line: string, sw: number): string {
  let d = '';
  for (let k = 0; k < count; k++) {
    const a = (k / count) * Math.PI * 2;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const P = (px: number, py: number) => `${n(px * cos - py * sin)},${n(px * sin + py * cos)}`;
    const w = ((Math.PI * 2 * r0) / count) * 0.5;
    d +=
      `M${P(-w, -r0)}C${P(-w, -r1 * 0.9)} ${P(-w * 0.2, -r1)} ${P(0, -r1)}C${P(w * 0.2, -r1)} ${P(w, -r1 * 0.9)} ` +
      `${P(w, -r0)}Z`;
  }
  return path(d, fill, { stroke: line, 'stroke-width': sw, 'fill-opacity': 0.35 });
}

/** A stepped brick fire pit with a tall fire, seen slightly from above; (x,y) is the front base. */
export function homamKund(c: Canvas, x: number, y: number, w: number, fire = 1, flicker = 0): string {
  let out = ellipse(0, 0, w * 0.7, w * 0.06, '#000', { opacity: 0.15 });
  const tiers = 3;
  for (let i = 0; i < tiers; i++) {
    const tw = w * (1 - i * 0.17);
    const th = w * 0.1;
    const ty = -i * th;
    out += path(
      poly([
        [-tw / 2, ty],
        [-tw / 2, ty - th],
        [tw / 2, ty - th],
        [tw / 2, ty],
      ]),
      i % 2 ? C.clay : C.terracotta,
    );
    out += path(
      poly([
        [-tw / 2, ty - th],
        [-tw / 2 + w * 0.06, ty - th - w * 0.05],
        [tw / 2 - w * 0.06, ty - th - w * 0.05],
        [tw / 2, ty - th],
      ]),
      i % 2 ? '#d9936a' : '#c9744a',
    );
    let bricks = '';
    for (let k = 1; k < 8; k++) bricks += `M${n(-tw / 2 + (k / 8) * tw + (i % 2) * (tw / 16))},${n(ty)}v${n(-th)}`;
    out += path(bricks, 'none', { stroke: '#8a3d22', 'stroke-width': w * 0.006, opacity: 0.6 });
  }
  const top = -tiers * w * 0.1 - w * 0.05;
  out += ellipse(0, top + w * 0.02, w * 0.26, w * 0.04, '#4a1a10');
  let sticks = '';
  for (let k = -3; k <= 3; k++)
    sticks += `M${n(k * w * 0.05 - w * 0.05)},${n(top + w * 0.03)}l${n(w * 0.1)},${n(-w * 0.06)}`;
  out += path(sticks, 'none', { stroke: '#6d3a1c', 'stroke-width': w * 0.018, 'stroke-linecap': 'round' });
  out += circle(
    0,
    top - w * 0.2 * fire,
    w * 0.55 * fire,
    c.defs.radial([
      [0, '#ffcf70', 0.5],
      [0.5, '#f4a94a', 0.18],
      [1, '#f4a94a', 0],
    ]),
  );
  const tongues: [number, number, number][] = [
    [-0.16, 0.32, 0.4],
    [0.15, 0.3, -0.3],
    [-0.07, 0.46, 0.7],
    [0.06, 0.5, -0.6],
    [0, 0.62, 0.1],
  ];
  for (const [dx, hh, ph] of tongues)
    out += flame(c, dx * w, top + w * 0.03, w * hh * fire, Math.sin(ph + flicker * Math.PI * 2) * 0.8, 0);
  return g(out, { transform: translate(x, y) });
}

/** The nine grahas as discs on a square mat, the sun at the centre. */
export function navagraha(x: number, y: number, size: number, mat: string, line: string): string {
  const colors = ['#e0661c', '#f6ead0', '#b83a2a', '#7d8b45', '#e8b84a', '#f3efe6', '#3e3a4a', '#6b5a5a', '#9d8a70'];
  const order = [5, 1, 6, 3, 0, 8, 4, 2, 7];
  const cell = size / 3;
  let out = rect(-size / 2, -size / 2, size, size, mat, { rx: size * 0.02 });
  out += rect(-size / 2 + cell * 0.08, -size / 2 + cell * 0.08, size - cell * 0.16, size - cell * 0.16, 'none', {
    stroke: line,
    'stroke-width': size * 0.006,
  });
  for (let i = 0; i < 9; i++) {
    const cx = ((i % 3) - 1) * cell;
    const cy = (Math.floor(i / 3) - 1) * cell;
    const color = colors[order[i] as number] as string;
    out += circle(cx, cy, cell * 0.36, 'none', { stroke: line, 'stroke-width': size * 0.005, opacity: 0.6 });
    out += circle(cx, cy, cell * 0.28, color, { stroke: line, 'stroke-width': size * 0.004 });
  }
  return g(out, { transform: translate(x, y) });
}

/** A Shiva lingam on its pitha with tripundra marks and bilva leaves; (x,y) is the base. */
export function lingam(x: number, y: number, s: number, stone: string, shade: string): string {
  let out = ellipse(0, 0, s * 0.7, s * 0.08, '#000', { opacity: 0.15 });
  out += rect(-s * 0.45, -s * 0.22, s * 0.9, s * 0.22, stone);
  out += path(
    `M${n(-s * 0.55)},${n(-s * 0.22)}L${n(s * 0.45)},${n(-s * 0.22)}L${n(s * 0.78)},${n(-s * 0.28)}` +
      `L${n(s * 0.78)},${n(-s * 0.34)}L${n(s * 0.45)},${n(-s * 0.38)}L${n(-s * 0.55)},${n(-s * 0.38)}Z`,
    shade,
  );
  out += ellipse(-s * 0.05, -s * 0.38, s * 0.5, s * 0.08, stone);
  out += path(
    `M${n(-s * 0.25)},${n(-s * 0.38)}V${n(-s * 0.85)}Q${n(-s * 0.25)},${n(-s * 1.1)} ` +
      `0,${n(-s * 1.1)}Q${n(s * 0.25)},${n(-s * 1.1)} ${n(s * 0.25)},${n(-s * 0.85)}V${n(-s * 0.38)}Z`,
    shade,
  );
  for (const k of [0.7, 0.77, 0.84])
    out += path(`M${n(-s * 0.2)},${n(-s * k)}h${n(s * 0.4)}`, 'none', {
      stroke: C.white,
      'stroke-width': s * 0.025,
      'stroke-linecap': 'round',
    });
  out += circle(0, -s * 0.77, s * 0.035, C.maroon);
  // Bilva: three leaflets, laid at the foot.
  for (const [bx, rot] of [
    [-s * 0.2, -20],
    [s * 0.15, 15],
  ] as [number, number][]) {
    let leaf = '';
    for (const a of [-50, 0, 50]) {
      leaf +=
        `<path d="M0,0C${n(s * 0.06)},${n(-s * 0.05)} ${n(s * 0.05)},${n(-s * 0.14)} ` +
        `0,${n(-s * 0.17)}C${n(-s * 0.05)},${n(-s * 0.14)} ${n(-s * 0.06)},${n(-s * 0.05)} 0,0Z" ` +
        `transform="rotate(${a})" fill="${C.leaf}"/>`;
    }
    out += g(leaf, { transform: `translate(${n(bx)},${n(-s * 0.4)}) rotate(${rot})` });
  }
  return g(out, { transform: translate(x, y) });
}

/** A brass harati plate with a lamp, kumkum, turmeric and flowers; (x,y) is its centre. */
export function haratiPlate(c: Canvas, x: number, y: number, s: number): string {
  const brass = c.defs.linear(
    [
      [0, '#f6dc96'],
      [0.5, C.gold],
      [1, '#9c6f1e'],
    ],
    1,
    0.3,
  );
  let out = ellipse(0, s * 0.06, s * 0.52, s * 0.15, '#000', { opacity: 0.15 });
  out += ellipse(0, 0, s * 0.5, s * 0.15, brass);
  out += ellipse(0, -s * 0.01, s * 0.43, s * 0.12, '#e9c76e');
  out += ellipse(-s * 0.2, -s * 0.02, s * 0.07, s * 0.03, '#b8202c');
  out += ellipse(-s * 0.05, s * 0.04, s * 0.07, s * 0.03, '#f2c14e');
  let flowers = '';
  for (let i = 0; i < 14; i++) {
    // A golden-angle spiral heaps the flowers evenly.
    const rr = Math.sqrt(i / 14);
    const fx = s * 0.1 + Math.cos(i * 2.4) * s * 0.1 * rr;
    const fy = -s * 0.01 + Math.sin(i * 2.4) * s * 0.04 * rr;
    flowers +=
      `M${n(fx - s * 0.025)},${n(fy)}a${n(s * 0.025)},${n(s * 0.025)} 0 1,0 ` +
      `${n(s * 0.05)},0a${n(s * 0.025)},${n(s * 0.025)} 0 1,0 ${n(-s * 0.05)},0`;
  }
  out += path(flowers, C.saffron);
  out += ellipse(s * 0.3, -s * 0.03, s * 0.07, s * 0.03, '#9c6f1e');
  out += flame(c, s * 0.3, -s * 0.04, s * 0.2, 0.2, 0.8);
  return g(out, { transform: translate(x, y) });
}

/** Two serpents coiling round a staff and facing each other at the top (Rahu and Ketu). */
export function serpents(x: number, y: number, h: number, a: string, b: string, staff: string): string {
  let out = rect(-h * 0.012, -h, h * 0.024, h, staff);
  for (const [side, color] of [
    [1, a],
    [-1, b],
  ] as [number, string][]) {
    const pts: string[] = [];
    for (let i = 0; i <= 40; i++) {
      const t = i / 40;
      const px = side * Math.sin(t * Math.PI * 3) * h * 0.12 * (1 - t * 0.3);
      pts.push(`${n(px)},${n(-t * h * 0.82)}`);
    }
    out +=
      `<path d="M${pts.join('L')}" fill="none" stroke="${color}" stroke-width="${n(h * 0.035)}" ` +
      `stroke-linecap="round" stroke-linejoin="round"/>`;
    const hx = side * h * 0.1;
    const hy = -h * 0.9;
    out += path(
      `M${n(side * h * 0.005)},${n(-h * 0.82)}Q${n(side * h * 0.02)},${n(-h * 0.88)} ${n(hx)},${n(hy)}`,
      'none',
      {
        stroke: color,
        'stroke-width': h * 0.035,
        'stroke-linecap': 'round',
      },
    );
    out += ellipse(hx, hy - h * 0.01, h * 0.05, h * 0.04, color);
    out += circle(hx - side * h * 0.02, hy - h * 0.015, h * 0.007, C.cream);
  }
  return g(out, { transform: translate(x, y) });
}
