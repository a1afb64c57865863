// Living things and daily life: cows, people in silhouette, a meditating figure, hands, food.
import { C, type Canvas, circle, ellipse, g, n, path, rect, translate } from '../svg.ts';

export interface CowColors {
  readonly body: string;
  readonly shade: string;
  readonly line: string;
}

const ONGOLE: CowColors = { body: '#f4eee3', shade: '#d9ccb9', line: '#8a6a50' };

/**
 * A white Ongole cow in profile facing right, 260 units long at scale 1; (x,y) is the ground
 * under its middle. `hump` false gives a calf-like outline; `facing` -1 mirrors it.
 */
export function cow(
  x: number,
  y: number,
  scale: number,
  opts: { colors?: CowColors; hump?: boolean; facing?: 1 | -1; grazing?: boolean } = {},
): string {
  const col = opts.colors ?? ONGOLE;
  const line = { stroke: col.line, 'stroke-width': 1.6, 'stroke-linejoin': 'round' };
  const leg = (lx: number, fill: string, rear: boolean) =>
    path(
      rear
        ? `M${lx - 10},-80C${lx - 10},-60 ${lx - 1},-44 ${lx - 3},-32L${lx - 3},-6L${lx + 4},-6L${lx + 4},-32` +
            `C${lx + 6},-46 ${lx + 8},-62 ${lx + 9},-80Z`
        : `M${lx - 7},-80C${lx - 6},-56 ${lx - 4},-40 ${lx - 4},-30L${lx - 4},-6L${lx + 3},-6L${lx + 4},-30` +
            `C${lx + 5},-44 ${lx + 6},-60 ${lx + 7},-80Z`,
      fill,
      line,
    ) + rect(lx - 5, -7, 10.5, 7, '#5b4a3e', { rx: 2 });
  let out = ellipse(0, 0, 110, 7, '#000', { opacity: 0.12 });
  out += leg(-58, col.shade, true) + leg(70, col.shade, false);
  out += path('M-88,-100C-96,-90 -99,-70 -98,-46', 'none', {
    stroke: col.shade,
    'stroke-width': 3,
    'stroke-linecap': 'round',
  });
  out += ellipse(-98, -42, 4, 8, '#5b4a3e');
  out += path(
    opts.hump === false
      ? 'M-85,-112C-40,-120 20,-118 78,-120C96,-100 96,-76 86,-62C60,-48 0,-46 -50,-54C-80,-60 -97,-82 ' +
          '-92,-102C-92,-108 -90,-111 -85,-112Z'
      : 'M-85,-112C-40,-118 20,-115 40,-118C50,-142 72,-146 80,-122C100,-100 98,-74 88,-62C60,-46 0,-44 ' +
          '-50,-54C-80,-60 -97,-82 -92,-102C-92,-108 -90,-111 -85,-112Z',
    col.body,
    line,
  );
  out += path('M-50,-58C-10,-54 40,-52 84,-60C70,-72 20,-70 -40,-70Z', col.shade, { opacity: 0.6 });
  if (opts.hump !== false)
    out += path('M44,-118C52,-138 70,-142 78,-122C66,-116 54,-114 44,-118Z', col.shade, { opacity: 0.8 });
  out += leg(-74, col.body, true) + leg(56, col.body, false);
  // Neck and head; lowered towards the grass when grazing.
  const head = opts.grazing
    ? 'M94,-112C112,-104 124,-86 132,-62C138,-44 142,-24 138,-16C134,-10 126,-10 122,-14C114,-30 104,-52 90,-74Z'
    : 'M98,-118C110,-122 120,-118 126,-110C134,-96 142,-80 144,-72C146,-66 138,-62 132,-64C122,-72 110,-88 96,-96Z';
  out += path(
    opts.grazing
      ? 'M70,-124C90,-122 104,-104 108,-84L86,-62C80,-80 76,-100 70,-124Z'
      : 'M72,-124C90,-124 104,-118 106,-100L90,-70C84,-88 78,-108 72,-124Z',
    col.shade,
    line,
  );
  out += path(head, col.body, line);
  if (!opts.grazing && opts.hump !== false) out += path('M98,-98C108,-84 104,-66 90,-58L86,-74Z', col.body, line);
  const hx = opts.grazing ? 102 : 106;
  const hy = opts.grazing ? -106 : -118;
  out += path(`M${hx},${hy}Q${hx - 2},${hy - 12} ${hx - 8},${hy - 18}`, 'none', {
    stroke: '#6d5a4a',
    'stroke-width': 4.5,
    'stroke-linecap': 'round',
  });
  out += ellipse(hx - 6, hy + 8, 11, 4.5, col.shade, { transform: `rotate(-25 ${hx - 6} ${hy + 8})`, ...line });
  out += circle(opts.grazing ? 116 : 118, opts.grazing ? -76 : -104, 2.4, '#3d2216');
  out += path(opts.grazing ? 'M124,-20C128,-16 134,-16 137,-19' : 'M136,-70C138,-66 142,-66 144,-70', 'none', {
    stroke: '#6d5a4a',
    'stroke-width': 2,
    'stroke-linecap': 'round',
  });
  const sx = (opts.facing ?? 1) * scale;
  return g(out, { transform: `translate(${n(x)},${n(y)}) scale(${n(sx)},${n(scale)})` });
}

export type FigurePose = 'man' | 'woman' | 'child' | 'carrier';

/** A standing person in silhouette, `h` tall; (x,y) is the point between the feet. */
export function figure(
  x: number,
  y: number,
  h: number,
  fill: string,
  pose: FigurePose = 'man',
  facing: 1 | -1 = 1,
): string {
  const s = h / 100;
  const child = pose === 'child';
  const headR = child ? 8.5 : 6.5;
  const headY = child ? -88 : -92;
  let out = circle(0, headY, headR, fill);
  if (pose === 'woman') out += circle(-4.5, headY + 2, 3.6, fill);
  out += rect(-2.5, headY + headR - 1, 5, 5, fill);
  const shoulder = headY + headR + 3;
  const sw = child ? 9 : 11;
  if (pose === 'woman') {
    out += path(
      `M${-sw},${shoulder + 2}C${-sw},${shoulder - 2} ${sw},${shoulder - 2} ` +
        `${sw},${shoulder + 2}L${sw + 3},-46C${sw + 6},-30 ${sw + 8},-12 ${sw + 7},0L${-sw - 7},0C${-sw - 8},-12 ` +
        `${-sw - 6},-30 ${-sw - 3},-46Z`,
      fill,
    );
    out += path(`M${sw - 2},${shoulder + 2}Q${sw + 8},${shoulder + 10} ${sw + 10},${shoulder + 30}`, 'none', {
      stroke: fill,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
  } else {
    const hip = child ? -42 : -48;
    out += path(
      `M${-sw},${shoulder + 2}C${-sw},${shoulder - 2} ${sw},${shoulder - 2} ` +
        `${sw},${shoulder + 2}L${sw - 2},${hip}L${-sw + 2},${hip}Z`,
      fill,
    );
    out += path(`M${-sw + 1},${hip - 2}L${sw - 1},${hip - 2}L${sw + 3},${hip + 26}L${-sw - 3},${hip + 26}Z`, fill);
    out += path(`M-6,${hip + 20}L-4,0M6,${hip + 20}L4,0`, 'none', {
      stroke: fill,
      'stroke-width': child ? 4.5 : 5,
      'stroke-linecap': 'round',
    });
    const armEnd =
      pose === 'carrier'
        ? `Q${sw + 6},${shoulder - 6} ${sw - 1},${headY - headR - 3}`
        : `Q${sw + 5},${shoulder + 14} ${sw + 4},${shoulder + 32}`;
    out += path(`M${sw - 1},${shoulder + 3}${armEnd}`, 'none', {
      stroke: fill,
      'stroke-width': child ? 4 : 4.5,
      'stroke-linecap': 'round',
    });
    out += path(`M${-sw + 1},${shoulder + 3}Q${-sw - 5},${shoulder + 14} ${-sw - 4},${shoulder + 32}`, 'none', {
      stroke: fill,
      'stroke-width': child ? 4 : 4.5,
      'stroke-linecap': 'round',
    });
    if (pose === 'carrier')
      out += path(`M-13,${headY - headR + 1}Q0,${headY - headR - 9} 13,${headY - headR + 1}Z`, fill);
  }
  return g(out, { transform: `translate(${n(x)},${n(y)}) scale(${n(s * facing)},${n(s)})` });
}

/**
 * A seated figure in meditation, abstract and faceless, 200 units tall at scale 1;
 * (x,y) is the centre of the base.
 */
export function meditator(x: number, y: number, scale: number, fill: string, shawl: string): string {
  let out = path('M-100,0C-104,-30 -62,-48 0,-48C62,-48 104,-30 100,0Z', fill);
  out += path(
    'M-50,-40C-54,-80 -58,-106 -48,-124C-40,-134 -20,-138 -12,-140L12,-140C20,-138 40,-134 48,-124C58,-106 ' +
      '54,-80 50,-40Z',
    fill,
  );
  out += path('M-48,-124C-66,-112 -74,-82 -72,-60C-71,-48 -64,-40 -52,-40L-36,-44C-48,-58 -52,-84 -42,-108Z', fill);
  out += path('M48,-124C66,-112 74,-82 72,-60C71,-48 64,-40 52,-40L36,-44C48,-58 52,-84 42,-108Z', fill);
  out += path('M-44,-126C-20,-110 10,-80 46,-46L52,-60C24,-88 -6,-116 -30,-134Z', shawl, { opacity: 0.9 });
  out += rect(-9, -154, 18, 18, fill);
  out += ellipse(0, -172, 21, 25, fill);
  out += circle(0, -200, 11, fill);
  out += ellipse(-58, -40, 12, 6, fill) + ellipse(58, -40, 12, 6, fill);
  return g(out, { transform: translate(x, y, scale) });
}

/** Two cupped hands offering what is drawn in them; 240 units wide at scale 1, (x,y) the cup. */
export function cuppedHands(x: number, y: number, scale: number, skin = '#c98b5e', shade = '#a96d45'): string {
  let out = '';
  for (const s of [-1, 1]) {
    out += path(`M${-150 * s},240L${-96 * s},240L${-18 * s},42L${-56 * s},26Z`, shade);
    out += path(`M${-72 * s},60L${-28 * s},72M${-78 * s},76L${-34 * s},88`, 'none', {
      stroke: C.gold,
      'stroke-width': 7,
      'stroke-linecap': 'round',
    });
    out += path(`M${-168 * s},250L${-150 * s},214L${-86 * s},236L${-92 * s},252Z`, C.saffron);
    out += path(
      `M0,46C${-50 * s},48 ${-100 * s},30 ${-112 * s},-4C${-116 * s},-18 ${-104 * s},-24 ${-96 * s},-16C${-76 * s},0 ` +
        `${-40 * s},8 0,10Z`,
      skin,
      {
        stroke: shade,
        'stroke-width': 1.5,
      },
    );
    let fingers = '';
    for (let k = 0; k < 3; k++)
      fingers +=
        `M${(-100 + k * 8) * s},${-10 + k * 7}Q${(-84 + k * 10) * s},${6 + k * 6} ` +
        `${(-66 + k * 12) * s},${14 + k * 6}`;
    out += path(fingers, 'none', { stroke: shade, 'stroke-width': 1.6, 'stroke-linecap': 'round', opacity: 0.8 });
    out += path(
      `M${-44 * s},14C${-40 * s},0 ${-22 * s},-4 ${-12 * s},2C${-6 * s},8 ${-12 * s},14 ${-22 * s},16Z`,
      skin,
      { stroke: shade, 'stroke-width': 1.5 },
    );
  }
  return g(out, { transform: translate(x, y, scale) });
}

/** A banana-leaf meal seen from above at an angle; 600 units wide at scale 1. */
export function bananaLeafMeal(c: Canvas, x: number, y: number, scale: number): string {
  const leaf = c.defs.linear(
    [
      [0, '#8fa24f'],
      [1, '#5e7433'],
    ],
    0,
    1,
  );
  let out = ellipse(0, 14, 300, 30, '#000', { opacity: 0.12 });
  out += path(
    'M-300,0C-280,-90 240,-110 300,-40C310,-20 300,10 280,40C200,90 -220,100 -290,40C-300,25 -302,10 -300,0Z',
    leaf,
  );
  out += path('M-290,10C-100,-20 120,-30 295,-30', 'none', { stroke: '#c4cf8a', 'stroke-width': 4 });
  let veins = '';
  for (let i = -9; i <= 9; i++)
    veins +=
      `M${i * 30},${-10 - i * 1.2}l${-14},${-60 + Math.abs(i) * 2}M${i * 30},${-10 - i * 1.2}` +
      `l${-12},${70 - Math.abs(i) * 2}`;
  out += path(veins, 'none', { stroke: '#a7b868', 'stroke-width': 1.5, opacity: 0.6 });
  out += ellipse(-30, 10, 95, 40, '#fbf6ea');
  let grains = '';
  for (let i = 0; i < 60; i++) {
    const a = i * 2.4;
    const r = Math.sqrt(i / 60);
    grains += `M${n(-30 + Math.cos(a) * 85 * r)},${n(10 + Math.sin(a) * 34 * r)}h5`;
  }
  out += path(grains, 'none', { stroke: '#e6dcc6', 'stroke-width': 2, 'stroke-linecap': 'round' });
  out += ellipse(-20, 0, 40, 15, '#e8b84a', { opacity: 0.95 });
  const heaps: [number, number, number, string][] = [
    [-200, -20, 30, '#8a9a3a'],
    [-150, -55, 22, '#b83a2a'],
    [-80, -65, 24, '#e8891c'],
    [10, -68, 22, '#7d5a2a'],
    [120, -55, 40, '#f3e3b8'],
    [160, 20, 30, '#d9a340'],
    [230, -20, 20, '#c2502a'],
  ];
  for (const [hx, hy, r, color] of heaps) out += ellipse(hx, hy, r, r * 0.55, color);
  out += circle(120, -55, 38, 'none', { stroke: '#cfd2cf', 'stroke-width': 5 });
  out += circle(200, 50, 16, '#e8891c') + circle(196, 46, 5, '#f4a94a');
  return g(out, { transform: translate(x, y, scale) });
}

/** A large brass cooking vessel over a wood fire, steaming; 300 units wide at scale 1. */
export function cookingPot(c: Canvas, x: number, y: number, scale: number): string {
  const brass = c.defs.linear(
    [
      [0, '#f3d48a'],
      [0.4, '#c98a3a'],
      [1, '#7a4a1c'],
    ],
    1,
    0,
  );
  let out = ellipse(0, 0, 190, 14, '#000', { opacity: 0.14 });
  for (const sx of [-110, 0, 110])
    out += path(`M${sx - 34},0Q${sx - 30},-34 ${sx},-40Q${sx + 30},-34 ${sx + 34},0Z`, C.stoneDark);
  out += circle(
    0,
    -40,
    120,
    c.defs.radial([
      [0, '#ffc45e', 0.6],
      [1, '#ffc45e', 0],
    ]),
  );
  for (const [fx, fh] of [
    [-50, 50],
    [-15, 70],
    [25, 60],
    [60, 44],
  ] as [number, number][]) {
    out += path(
      `M${fx - 14},-26C${fx - 14},${-26 - fh * 0.5} ${fx},${-26 - fh * 0.8} ` +
        `${fx + 2},${-26 - fh}C${fx + 6},${-26 - fh * 0.6} ${fx + 16},${-26 - fh * 0.4} ${fx + 14},-26Z`,
      '#f29a2e',
    );
  }
  out += path(
    'M-120,-52C-190,-80 -190,-170 -100,-200L-90,-214L90,-214L100,-200C190,-170 190,-80 120,-52C60,-36 ' +
      '-60,-36 -120,-52Z',
    brass,
  );
  out += ellipse(0, -214, 104, 16, '#8a5a1e');
  out += ellipse(0, -215, 90, 11, '#fbf1dc');
  out += path('M-168,-130C-100,-116 100,-116 168,-130', 'none', { stroke: '#e8c26e', 'stroke-width': 4, opacity: 0.7 });
  let steam = '';
  for (const sx of [-60, 0, 60])
    steam += `M${sx},-240C${sx - 30},-280 ${sx + 30},-310 ${sx},-350C${sx - 20},-380 ${sx + 10},-400 ${sx},-420`;
  out += path(steam, 'none', { stroke: '#fffaf0', 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.55 });
  return g(out, { transform: translate(x, y, scale) });
}

/** A small sapling with a few leaves; (x,y) is where its stem meets the soil. */
export function sapling(x: number, y: number, h: number, stem: string, leaf: string): string {
  let out = path(`M0,0C${n(h * 0.04)},${n(-h * 0.4)} ${n(-h * 0.04)},${n(-h * 0.7)} 0,${n(-h)}`, 'none', {
    stroke: stem,
    'stroke-width': h * 0.05,
    'stroke-linecap': 'round',
  });
  const leaves: [number, number, number][] = [
    [0.35, -1, 0.38],
    [0.55, 1, 0.42],
    [0.75, -1, 0.4],
    [0.92, 1, 0.34],
    [1, 0, 0.3],
  ];
  for (const [t, side, len] of leaves) {
    const ly = -h * t;
    const angle = side === 0 ? -90 : side < 0 ? -150 : -30;
    out +=
      `<path d="M0,0C${n(h * len * 0.3)},${n(-h * len * 0.22)} ${n(h * len * 0.75)},${n(-h * len * 0.18)} ` +
      `${n(h * len)},0C${n(h * len * 0.75)},${n(h * len * 0.18)} ${n(h * len * 0.3)},${n(h * len * 0.22)} 0,0Z" ` +
      `fill="${leaf}" transform="translate(0,${n(ly)}) rotate(${angle})"/>`;
  }
  return g(out, { transform: translate(x, y) });
}

/** A cross-section of living soil: layers, roots and pebbles, from y down to the bottom. */
export function soilSection(c: Canvas, y: number, colors: readonly string[]): string {
  let out = '';
  const layers = colors.length;
  for (let i = 0; i < layers; i++) {
    const ly = y + (i / layers) * (c.h - y);
    let d = `M-20,${n(ly)}`;
    for (let k = 0; k <= 8; k++) d += `L${n((k / 8) * (c.w + 40) - 20)},${n(ly + c.r.range(-10, 10))}`;
    d += `L${c.w + 20},${c.h + 10}L-20,${c.h + 10}Z`;
    out += path(d, colors[i] as string);
  }
  let pebbles = '';
  for (let i = 0; i < 40; i++) {
    const px = c.r.range(0, c.w);
    const py = c.r.range(y + (c.h - y) * 0.3, c.h);
    const r = c.r.range(3, 9);
    pebbles +=
      `M${n(px - r)},${n(py)}a${n(r)},${n(r * 0.7)} 0 1,0 ${n(r * 2)},0a${n(r)},${n(r * 0.7)} 0 1,0 ` +
      `${n(-r * 2)},0`;
  }
  return out + path(pebbles, '#e6d3b0', { opacity: 0.5 });
}

/** Fine roots fanning down from a point. */
export function roots(c: Canvas, x: number, y: number, depth: number, color: string): string {
  let d = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI / 2 + c.r.range(-0.9, 0.9);
    const len = depth * c.r.range(0.4, 1);
    const ex = x + Math.cos(a) * len * 0.7;
    const ey = y + Math.sin(a) * len;
    d += `M${n(x)},${n(y)}Q${n(x + c.r.range(-20, 20))},${n(y + len * 0.4)} ${n(ex)},${n(ey)}`;
  }
  return path(d, 'none', { stroke: color, 'stroke-width': Math.max(2, depth * 0.012), 'stroke-linecap': 'round' });
}
