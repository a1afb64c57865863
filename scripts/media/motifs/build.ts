// Building-site motifs for the ashram construction pictures.
import { C, type Canvas, circle, ellipse, g, n, path, poly, rect, translate } from '../svg.ts';

/** Casuarina-pole scaffolding: uprights, ledgers, braces and planks; (x,y) is its left foot. */
export function scaffold(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  bays: number,
  levels: number,
  color: string = '#8a6a48',
): string {
  let poles = '';
  let planks = '';
  const bw = w / bays;
  const lh = h / levels;
  for (let i = 0; i <= bays; i++) {
    const px = x + i * bw + c.r.range(-4, 4);
    poles += `M${n(px)},${n(y + 4)}L${n(px + c.r.range(-5, 5))},${n(y - h - lh * 0.3)}`;
  }
  for (let j = 1; j <= levels; j++) {
    const ly = y - j * lh;
    poles += `M${n(x - 10)},${n(ly + c.r.range(-3, 3))}L${n(x + w + 10)},${n(ly + c.r.range(-3, 3))}`;
    planks += rect(x - 6, ly - 7, w + 12, 7, '#b68a5a');
    for (let i = 0; i < bays; i++) {
      if ((i + j) % 2) poles += `M${n(x + i * bw)},${n(ly + lh)}L${n(x + (i + 1) * bw)},${n(ly)}`;
    }
  }
  let ties = '';
  for (let i = 0; i <= bays; i++) {
    for (let j = 1; j <= levels; j++) ties += `M${n(x + i * bw - 4)},${n(y - j * lh - 3)}h8`;
  }
  return (
    planks +
    path(poles, 'none', { stroke: color, 'stroke-width': Math.max(3, w / 150), 'stroke-linecap': 'round' }) +
    path(ties, 'none', { stroke: '#3d2216', 'stroke-width': Math.max(3, w / 130), 'stroke-linecap': 'round' })
  );
}

/** A neat stack of red bricks with a lit top face; (x,y) is the front-left foot. */
export function brickStack(x: number, y: number, cols: number, rows: number, bw: number): string {
  const bh = bw * 0.36;
  const depth = bw * 0.5;
  const top = poly([
    [x, y - rows * bh],
    [x + depth * 0.6, y - rows * bh - depth * 0.4],
    [x + cols * bw + depth * 0.6, y - rows * bh - depth * 0.4],
    [x + cols * bw, y - rows * bh],
  ]);
  const side = poly([
    [x + cols * bw, y],
    [x + cols * bw, y - rows * bh],
    [x + cols * bw + depth * 0.6, y - rows * bh - depth * 0.4],
    [x + cols * bw + depth * 0.6, y - depth * 0.4],
  ]);
  let joints = '';
  for (let j = 0; j < rows; j++) {
    const by = y - (j + 1) * bh;
    joints += `M${n(x)},${n(by)}h${n(cols * bw)}`;
    const offset = j % 2 ? bw / 2 : 0;
    for (let i = 1; i < cols + (j % 2); i++) {
      const jx = x + i * bw - offset;
      if (jx > x && jx < x + cols * bw) joints += `M${n(jx)},${n(by)}v${n(bh)}`;
    }
  }
  let topJoints = '';
  for (let i = 1; i < cols; i++)
    topJoints += `M${n(x + i * bw)},${n(y - rows * bh)}l${n(depth * 0.6)},${n(-depth * 0.4)}`;
  return (
    rect(x, y - rows * bh, cols * bw, rows * bh, '#b5542f') +
    path(top, '#d27a4f') +
    path(side, '#8f3e22') +
    path(joints + topJoints, 'none', { stroke: '#e9c9a8', 'stroke-width': Math.max(1.5, bw * 0.035), opacity: 0.8 })
  );
}

/** A heap of sand or gravel; (x,y) is the centre of its foot. */
export function heap(c: Canvas, x: number, y: number, w: number, h: number, fill: string, speck: string): string {
  let out = path(
    `M${n(x - w / 2)},${n(y)}C${n(x - w * 0.3)},${n(y - h * 0.7)} ${n(x - w * 0.12)},${n(y - h)} ` +
      `${n(x)},${n(y - h)}C${n(x + w * 0.14)},${n(y - h)} ${n(x + w * 0.32)},${n(y - h * 0.6)} ` +
      `${n(x + w / 2)},${n(y)}Z`,
    fill,
  );
  out += path(
    `M${n(x)},${n(y - h)}C${n(x + w * 0.14)},${n(y - h)} ${n(x + w * 0.32)},${n(y - h * 0.6)} ` +
      `${n(x + w / 2)},${n(y)}L${n(x + w * 0.1)},${n(y)}Z`,
    '#000',
    {
      opacity: 0.08,
    },
  );
  let dots = '';
  for (let i = 0; i < 50; i++) {
    const t = c.r();
    const px = x + (c.r() - 0.5) * w * (1 - t * 0.8);
    const py = y - t * h * 0.9;
    dots += `M${n(px)},${n(py)}h2`;
  }
  return out + path(dots, 'none', { stroke: speck, 'stroke-width': 2.5, 'stroke-linecap': 'round', opacity: 0.7 });
}

/** A builder's wheelbarrow; (x,y) is the ground under the wheel, `s` ~ its length. */
export function wheelbarrow(x: number, y: number, s: number, tray: string = '#5f7f86'): string {
  let out = circle(0, -s * 0.12, s * 0.12, '#3d2216') + circle(0, -s * 0.12, s * 0.05, '#9d8a70');
  out += path(`M0,${n(-s * 0.12)}L${n(-s * 0.95)},${n(-s * 0.42)}`, 'none', {
    stroke: '#5b3520',
    'stroke-width': s * 0.035,
    'stroke-linecap': 'round',
  });
  out += path(`M${n(-s * 0.6)},${n(-s * 0.3)}L${n(-s * 0.62)},0`, 'none', {
    stroke: '#5b3520',
    'stroke-width': s * 0.03,
  });
  out += path(
    `M${n(-s * 0.1)},${n(-s * 0.5)}L${n(-s * 0.7)},${n(-s * 0.55)}L${n(-s * 0.6)},${n(-s * 0.3)}` +
      `L${n(-s * 0.15)},${n(-s * 0.22)}Z`,
    tray,
  );
  out += ellipse(-s * 0.4, -s * 0.53, s * 0.3, s * 0.06, '#c9b79c');
  return g(out, { transform: translate(x, y) });
}

/** A concrete column cast half-way, with its reinforcing bars standing out; (x,y) its foot. */
export function rebarColumn(
  x: number,
  y: number,
  w: number,
  h: number,
  built: number,
  concrete = '#cfc4b2',
  shade = '#a99d8a',
): string {
  const top = -h * built;
  let out = rect(-w * 0.75, -h * 0.06, w * 1.5, h * 0.06, shade);
  out += rect(-w / 2, top, w, -top - h * 0.06, concrete);
  out += rect(w * 0.15, top, w * 0.35, -top - h * 0.06, shade, { opacity: 0.6 });
  let bars = '';
  for (const bx of [-0.35, -0.12, 0.12, 0.35]) bars += `M${n(bx * w)},${n(top)}V${n(-h)}`;
  for (let k = 1; k <= 3; k++) bars += `M${n(-w * 0.4)},${n(top - (k * (h + top)) / 4)}h${n(w * 0.8)}`;
  out += path(bars, 'none', { stroke: '#6d4a3a', 'stroke-width': Math.max(2, w * 0.05), 'stroke-linecap': 'round' });
  return g(out, { transform: translate(x, y) });
}

/** A tower crane in silhouette with a load hanging from the hook; (x,y) is the mast's foot. */
export function crane(x: number, y: number, h: number, color: string, load: string): string {
  const mw = h * 0.045;
  let lattice = `M${n(-mw / 2)},0V${n(-h)}M${n(mw / 2)},0V${n(-h)}`;
  const stepH = mw * 1.4;
  for (let k = 0; k * stepH < h; k++) lattice += `M${n(-mw / 2)},${n(-k * stepH)}L${n(mw / 2)},${n(-(k + 1) * stepH)}`;
  const jib = h * 0.75;
  const counter = h * 0.25;
  lattice += `M${n(-counter)},${n(-h)}H${n(jib)}M${n(-counter)},${n(-h - mw)}H${n(jib * 0.95)}`;
  for (let k = 0; k < 20; k++) {
    const x0 = -counter + (k / 20) * (jib + counter);
    lattice +=
      `M${n(x0)},${n(-h)}L${n(x0 + (jib + counter) / 40)},${n(-h - mw)}` + `L${n(x0 + (jib + counter) / 20)},${n(-h)}`;
  }
  lattice +=
    `M0,${n(-h - mw)}V${n(-h - mw * 4)}L${n(jib * 0.9)},${n(-h - mw)}M0,${n(-h - mw * 4)}` +
    `L${n(-counter)},${n(-h - mw)}`;
  let out = path(lattice, 'none', {
    stroke: color,
    'stroke-width': Math.max(2, h * 0.006),
    'stroke-linejoin': 'round',
  });
  out += rect(-counter, -h + mw * 0.1, counter * 0.35, mw * 1.6, color);
  out += rect(-mw, -h + mw, mw * 2, mw * 1.5, color);
  const hookX = jib * 0.62;
  out += path(`M${n(hookX)},${n(-h)}V${n(-h * 0.45)}`, 'none', {
    stroke: color,
    'stroke-width': Math.max(1.5, h * 0.004),
  });
  out += path(
    `M${n(hookX)},${n(-h * 0.45)}L${n(hookX - h * 0.08)},${n(-h * 0.38)}M${n(hookX)},${n(-h * 0.45)}` +
      `L${n(hookX + h * 0.08)},${n(-h * 0.38)}`,
    'none',
    {
      stroke: color,
      'stroke-width': Math.max(1.5, h * 0.004),
    },
  );
  out += rect(hookX - h * 0.1, -h * 0.38, h * 0.2, h * 0.045, load);
  return g(out, { transform: translate(x, y) });
}

/** A bamboo ladder leaning at an angle; from (x,y) at its foot to a top `len` away. */
export function ladder(x: number, y: number, len: number, angleDeg: number, color: string): string {
  const rungs = Math.round(len / 40);
  let d = `M0,0V${n(-len)}M${n(len * 0.12)},0V${n(-len)}`;
  for (let k = 1; k < rungs; k++) d += `M0,${n((-k * len) / rungs)}h${n(len * 0.12)}`;
  return g(path(d, 'none', { stroke: color, 'stroke-width': Math.max(3, len * 0.015), 'stroke-linecap': 'round' }), {
    transform: `translate(${n(x)},${n(y)}) rotate(${n(angleDeg)})`,
  });
}

/** A row of cement bags, stacked two high; (x,y) the front-left foot. */
export function cementBags(x: number, y: number, count: number, bw: number): string {
  let out = '';
  const bh = bw * 0.32;
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < count - row; i++) {
      const bx = x + i * bw * 0.95 + row * bw * 0.5;
      const by = y - (row + 1) * bh * 0.9;
      out += rect(bx, by, bw, bh, '#e9e1d1', { rx: bh * 0.35, stroke: '#b8ab94', 'stroke-width': 2 });
      out += rect(bx + bw * 0.3, by + bh * 0.3, bw * 0.4, bh * 0.4, C.saffron, { opacity: 0.7, rx: 3 });
    }
  }
  return out;
}

/** Dressed stone blocks, some with carving lines, waiting to be placed. */
export function stoneBlocks(c: Canvas, x: number, y: number, count: number, size: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const bw = size * c.r.range(0.9, 1.5);
    const bh = size * c.r.range(0.5, 0.8);
    const bx = x + i * size * 1.35 + c.r.range(-8, 8);
    out += rect(bx, y - bh, bw, bh, C.stone);
    out += path(
      poly([
        [bx, y - bh],
        [bx + bw * 0.2, y - bh * 1.25],
        [bx + bw * 1.2, y - bh * 1.25],
        [bx + bw, y - bh],
      ]),
      '#ddd0b8',
    );
    out += path(
      poly([
        [bx + bw, y],
        [bx + bw, y - bh],
        [bx + bw * 1.2, y - bh * 1.25],
        [bx + bw * 1.2, y - bh * 0.25],
      ]),
      C.stoneDark,
    );
    if (i % 2 === 0)
      out += path(
        `M${n(bx + bw * 0.1)},${n(y - bh * 0.5)}h${n(bw * 0.8)}M${n(bx + bw * 0.1)},${n(y - bh * 0.35)}h${n(bw * 0.8)}`,
        'none',
        {
          stroke: C.stoneDark,
          'stroke-width': 2,
        },
      );
  }
  return out;
}
