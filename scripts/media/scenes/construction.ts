// Eight views of the ashram being built, for the construction carousel (4:3).
import {
  brickStack,
  cementBags,
  crane,
  heap,
  ladder,
  rebarColumn,
  scaffold,
  stoneBlocks,
  wheelbarrow,
} from '../motifs/build.ts';
import { figure } from '../motifs/life.ts';
import { birds, cloud, ground, hills, palm, sky, SKIES, sun } from '../motifs/nature.ts';
import { diya, kalasam } from '../motifs/sacred.ts';
import { gopuram, pillar } from '../motifs/temple.ts';
import { C, type Canvas, circle, ellipse, g, n, path, rect } from '../svg.ts';

const EARTH = '#d4a873';
const BRICK = '#b5542f';

function site(c: Canvas, skyStops: Parameters<typeof sky>[1], horizon: number): string {
  let out = sky(c, skyStops);
  out += hills(c, c.h * horizon, c.h * 0.1, '#e0b98c', 3);
  out += ground(c, c.h * (horizon + 0.06), EARTH, 6);
  return out;
}

/** The gopuram rising in bare brick, wrapped in scaffolding. */
export function constructionGopuram(c: Canvas): string {
  const { w, h } = c;
  let out = site(c, SKIES.day, 0.62);
  out += sun(c, w * 0.18, h * 0.2, h * 0.05, { color: '#f6cf7a' });
  out += cloud(w * 0.6, h * 0.16, w * 0.25, '#fff8ea', 0.8);
  const base = h * 0.86;
  out += gopuram(w * 0.5, base, w * 0.46, h * 0.95, { fill: BRICK, detail: '#8f3e22', tiers: 7, built: 0.58 });
  out += scaffold(c, w * 0.22, base, w * 0.56, h * 0.62, 6, 5);
  out += figure(w * 0.34, base - ((h * 0.62) / 5) * 3 - 7, h * 0.07, C.maroon, 'man');
  out += figure(w * 0.64, base - ((h * 0.62) / 5) * 2 - 7, h * 0.07, C.maroon, 'carrier', -1);
  out +=
    palm(c, w * 0.08, base + 4, h * 0.5, C.leafDeep, 0.05) + palm(c, w * 0.94, base + 4, h * 0.42, C.leafDeep, -0.08);
  out += brickStack(w * 0.05, h * 0.97, 5, 4, 26) + heap(c, w * 0.82, h * 0.98, w * 0.2, h * 0.1, '#e2c48e', '#b99561');
  return out;
}

/** Stacks of bricks, a sand heap, cement bags and a barrow beside a rising wall. */
export function constructionBricks(c: Canvas): string {
  const { w, h } = c;
  let out = site(c, SKIES.gold, 0.48);
  out += palm(c, w * 0.9, h * 0.56, h * 0.4, C.leafDeep, -0.05);
  // A wall going up in courses, its top edge stepped.
  let wall = '';
  const courses = 14;
  for (let k = 0; k < courses; k++) {
    const len = w * 0.55 - Math.max(0, k - 8) * w * 0.06;
    wall += rect(w * 0.4, h * 0.62 - (k + 1) * 16, len, 16, k % 2 ? '#c2603a' : BRICK, {
      stroke: '#e9c9a8',
      'stroke-width': 1.5,
    });
  }
  out += wall;
  out += path(
    `M${n(w * 0.38)},${n(h * 0.62 - courses * 16 - 20)}V${n(h * 0.64)}M${n(w * 0.97)},${n(h * 0.62 - 9 * 16)}` +
      `V${n(h * 0.64)}`,
    'none',
    {
      stroke: '#7a5234',
      'stroke-width': 4,
    },
  );
  out += path(`M${n(w * 0.38)},${n(h * 0.62 - 10 * 16)}L${n(w * 0.97)},${n(h * 0.62 - 10 * 16)}`, 'none', {
    stroke: C.white,
    'stroke-width': 1.5,
  });
  out += heap(c, w * 0.2, h * 0.72, w * 0.34, h * 0.2, '#e8cc94', '#b99561');
  out += brickStack(w * 0.06, h * 0.95, 7, 6, 34) + brickStack(w * 0.42, h * 0.97, 6, 4, 36);
  out += cementBags(w * 0.72, h * 0.93, 4, 64);
  out += wheelbarrow(w * 0.4, h * 0.83, 170);
  return out;
}

/** A row of half-cast columns with their bars showing, and a crane behind. */
export function constructionPillars(c: Canvas): string {
  const { w, h } = c;
  let out = site(c, SKIES.dawn, 0.56);
  out += crane(w * 0.82, h * 0.66, h * 0.58, '#8a5a3a', '#b5542f');
  out += rect(w * 0.04, h * 0.78, w * 0.92, h * 0.06, '#cdbfa6');
  out += rect(w * 0.04, h * 0.84, w * 0.92, h * 0.03, '#a99d8a');
  const cols = 6;
  for (let i = 0; i < cols; i++) {
    const x = w * 0.1 + (i / (cols - 1)) * w * 0.8;
    const built = [0.95, 0.8, 0.62, 0.5, 0.35, 0.22][i] as number;
    out += rebarColumn(x, h * 0.78, w * 0.045, h * 0.55, built);
  }
  out += figure(w * 0.47, h * 0.78, h * 0.16, C.maroon, 'man', -1);
  out += ladder(w * 0.34, h * 0.78, h * 0.42, 14, '#7a5234');
  out += stoneBlocks(c, w * 0.06, h * 0.98, 5, w * 0.07);
  return out;
}

/** The foundation trench laid out with string lines and pegs, stone blocks ready beside it. */
export function constructionFoundation(c: Canvas): string {
  const { w, h } = c;
  let out = site(c, SKIES.day, 0.38);
  out +=
    palm(c, w * 0.12, h * 0.46, h * 0.3, C.leafDeep, 0.06) + palm(c, w * 0.2, h * 0.46, h * 0.24, C.leafDeep, -0.05);
  // The trench, in perspective towards a vanishing point near the horizon.
  const vx = w * 0.62;
  const vy = h * 0.4;
  const trench = (x0: number, x1: number) =>
    path(
      `M${n(x0)},${n(h)}L${n(vx + (x0 - vx) * 0.15)},${n(vy + (h - vy) * 0.15)}` +
        `L${n(vx + (x1 - vx) * 0.15)},${n(vy + (h - vy) * 0.15)}L${n(x1)},${n(h)}Z`,
      '#8f6a45',
    );
  out += trench(w * 0.28, w * 0.46) + trench(w * 0.78, w * 0.96);
  out += path(`M${n(w * 0.28)},${n(h)}L${n(vx + (w * 0.28 - vx) * 0.15)},${n(vy + (h - vy) * 0.15)}`, 'none', {
    stroke: '#6d4a2e',
    'stroke-width': 6,
  });
  let strings = '';
  let pegs = '';
  for (const x0 of [w * 0.26, w * 0.48, w * 0.76, w * 0.98]) {
    strings += `M${n(x0)},${n(h * 0.92)}L${n(vx + (x0 - vx) * 0.15)},${n(vy + (h - vy) * 0.15 - 6)}`;
    for (const t of [0.2, 0.55, 0.9]) {
      const px = vx + (x0 - vx) * t;
      const py = vy + (h * 0.92 - vy) * t;
      pegs += rect(px - 3 * t - 1, py - 22 * t, 6 * t + 2, 26 * t, '#7a5234');
    }
  }
  out += path(strings, 'none', { stroke: C.white, 'stroke-width': 2 }) + pegs;
  out += stoneBlocks(c, w * 0.5, h * 0.9, 3, w * 0.07);
  out += heap(c, w * 0.12, h * 0.96, w * 0.24, h * 0.16, '#b9b0a2', '#8d8476');
  out += figure(w * 0.6, h * 0.72, h * 0.18, C.maroon, 'carrier', -1);
  return out;
}

/** A carved pillar being finished, with the sculptor's mallet and chisel and stone chips. */
export function constructionCarving(c: Canvas): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear(
      [
        [0, '#f3d9a6'],
        [1, '#e0bd86'],
      ],
      1,
      0.4,
    ),
  );
  out += path(`M${n(w * 0.55)},0L${n(w)},0L${n(w)},${n(h * 0.78)}L${n(w * 0.85)},${n(h * 0.78)}Z`, '#fff3d6', {
    opacity: 0.5,
  });
  out += pillar(w * 0.8, h * 0.8, w * 0.1, h * 0.6, '#d9c7a6', '#bba77f');
  out += rect(0, h * 0.78, w, h * 0.22, '#b59f7c');
  out += pillar(w * 0.34, h * 0.86, w * 0.16, h * 0.8, C.stone, C.stoneDark);
  // Carving on the shaft: lotus medallions and a creeper band.
  let carving = '';
  for (const cy of [0.32, 0.56]) {
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      carving +=
        `M${n(w * 0.34)},${n(h * cy)}L${n(w * 0.34 + Math.cos(a) * w * 0.05)},` +
        `${n(h * cy + Math.sin(a) * w * 0.05)}`;
    }
  }
  out += path(carving, 'none', { stroke: C.stoneDark, 'stroke-width': 3 });
  out +=
    circle(w * 0.34, h * 0.32, w * 0.055, 'none', { stroke: C.stoneDark, 'stroke-width': 3 }) +
    circle(w * 0.34, h * 0.56, w * 0.055, 'none', { stroke: C.stoneDark, 'stroke-width': 3 });
  out += stoneBlocks(c, w * 0.55, h * 0.9, 3, w * 0.09);
  out += g(rect(-70, -8, 140, 16, '#8a5a3a', { rx: 6 }) + rect(50, -22, 44, 44, '#6d4a3a', { rx: 6 }), {
    transform: `translate(${n(w * 0.72)},${n(h * 0.62)}) rotate(-20)`,
  });
  out += g(rect(-80, -5, 160, 10, '#9d9d9d', { rx: 3 }) + rect(-80, -7, 50, 14, '#6d4a3a', { rx: 4 }), {
    transform: `translate(${n(w * 0.74)},${n(h * 0.7)}) rotate(10)`,
  });
  let chips = '';
  for (let i = 0; i < 60; i++) {
    const x = c.r.range(0.15, 0.95) * w;
    const y = c.r.range(0.86, 0.99) * h;
    const s = c.r.range(3, 8);
    chips += `M${n(x)},${n(y)}l${n(s)},${n(-s * 0.6)}l${n(s * 0.6)},${n(s)}Z`;
  }
  return out + path(chips, '#e6dccb');
}

/** The crane lifting a lintel over the walls of the hall at sunset. */
export function constructionCrane(c: Canvas): string {
  const { w, h } = c;
  let out = sky(c, SKIES.dusk);
  out += sun(c, w * 0.3, h * 0.6, h * 0.08, { color: '#fbd58a' });
  out += birds(c, w * 0.3, h * 0.3, 5, 12, '#3e0d15');
  out += hills(c, h * 0.7, h * 0.08, '#6a2129', 3);
  out += crane(w * 0.7, h * 0.88, h * 0.75, '#2f0a10', '#2f0a10');
  let walls = '';
  walls += rect(w * 0.05, h * 0.62, w * 0.55, h * 0.3, '#3e0d15');
  for (let i = 0; i < 6; i++) walls += rect(w * 0.08 + i * w * 0.09, h * 0.68, w * 0.035, h * 0.14, '#6d2027');
  out += walls;
  out += scaffold(c, w * 0.05, h * 0.92, w * 0.2, h * 0.4, 2, 3, '#2f0a10');
  out += rect(0, h * 0.9, w, h * 0.1, '#2f0a10');
  out += palm(c, w * 0.9, h * 0.92, h * 0.45, '#2f0a10', -0.06);
  return out;
}

/** Workers carrying head-pans of mortar past a wall and a ladder, early in the day. */
export function constructionWorkers(c: Canvas): string {
  const { w, h } = c;
  let out = site(c, SKIES.dawn, 0.5);
  out += sun(c, w * 0.82, h * 0.3, h * 0.06, { color: '#f8c56a', halo: 4 });
  out += rect(w * 0.05, h * 0.3, w * 0.6, h * 0.4, BRICK);
  let joints = '';
  for (let y = h * 0.3 + 16; y < h * 0.7; y += 16) joints += `M${n(w * 0.05)},${n(y)}H${n(w * 0.65)}`;
  out += path(joints, 'none', { stroke: '#e9c9a8', 'stroke-width': 1.5, opacity: 0.8 });
  out +=
    rect(w * 0.22, h * 0.42, w * 0.1, h * 0.28, '#5b2a1a') + rect(w * 0.44, h * 0.42, w * 0.1, h * 0.28, '#5b2a1a');
  out += ladder(w * 0.6, h * 0.72, h * 0.45, -16, '#7a5234');
  const people: [number, 'carrier' | 'man' | 'woman', 1 | -1, number][] = [
    [0.14, 'carrier', 1, 0.24],
    [0.34, 'carrier', 1, 0.22],
    [0.74, 'woman', -1, 0.23],
    [0.86, 'carrier', -1, 0.25],
  ];
  for (const [fx, pose, facing, fh] of people) out += figure(w * fx, h * 0.92, h * fh, C.maroon, pose, facing);
  out += ellipse(w / 2, h * 0.95, w * 0.45, h * 0.015, '#000', { opacity: 0.08 });
  out += heap(c, w * 0.55, h * 0.97, w * 0.16, h * 0.08, '#b9b0a2', '#8d8476');
  return out;
}

/** The plan on the table: an elevation of the gopuram, a compass and a lamp for a blessing. */
export function constructionPlan(c: Canvas): string {
  const { w, h, defs } = c;
  let out = rect(
    0,
    0,
    w,
    h,
    defs.linear(
      [
        [0, '#8a5a3a'],
        [1, '#6b4028'],
      ],
      1,
      1,
    ),
  );
  let grain = '';
  for (let i = 0; i < 30; i++)
    grain +=
      `M0,${n(c.r.range(0, h))}c${n(w * 0.3)},${n(c.r.range(-20, 20))} ` +
      `${n(w * 0.6)},${n(c.r.range(-20, 20))} ${n(w)},0`;
  out += path(grain, 'none', { stroke: '#5b3520', 'stroke-width': 2, opacity: 0.35 });
  out += g(
    rect(0, 0, w * 0.7, h * 0.78, '#2f5f7a') +
      rect(12, 12, w * 0.7 - 24, h * 0.78 - 24, 'none', { stroke: '#cfe3ee', 'stroke-width': 2 }),
    {
      transform: `translate(${n(w * 0.1)},${n(h * 0.1)}) rotate(-3)`,
    },
  );
  let grid = '';
  for (let i = 1; i < 14; i++) grid += `M${n(i * 48)},12V${n(h * 0.78 - 12)}`;
  for (let j = 1; j < 11; j++) grid += `M12,${n(j * 48)}H${n(w * 0.7 - 12)}`;
  out += g(
    path(grid, 'none', { stroke: '#cfe3ee', 'stroke-width': 0.8, opacity: 0.4 }) +
      g(gopuram(w * 0.25, h * 0.66, w * 0.24, h * 0.56, { fill: 'none', detail: 'none', tiers: 7 }), {
        stroke: '#eaf3f8',
        'stroke-width': 2.5,
        fill: 'none',
      }) +
      path(
        `M${n(w * 0.45)},${n(h * 0.66)}h${n(w * 0.2)}v${n(-h * 0.24)}h${n(-w * 0.2)}Z ` +
          `M${n(w * 0.47)},${n(h * 0.42)}l${n(w * 0.08)},${n(-h * 0.1)}l${n(w * 0.08)},${n(h * 0.1)}`,
        'none',
        { stroke: '#eaf3f8', 'stroke-width': 2.5 },
      ),
    { transform: `translate(${n(w * 0.1)},${n(h * 0.1)}) rotate(-3)` },
  );
  // Compass, pencil and a small brass lamp.
  out += g(
    path('M0,0L-40,150M0,0L40,150', 'none', { stroke: '#cfcfcf', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      circle(0, 0, 10, '#9d9d9d'),
    {
      transform: `translate(${n(w * 0.78)},${n(h * 0.3)}) rotate(20)`,
    },
  );
  out += g(rect(-110, -7, 220, 14, C.gold) + path('M110,-7L130,0L110,7Z', '#e9c9a8'), {
    transform: `translate(${n(w * 0.6)},${n(h * 0.92)}) rotate(-8)`,
  });
  out += kalasam(c, w * 0.9, h * 0.92, h * 0.2);
  out += diya(c, w * 0.85, h * 0.62, w * 0.08);
  return out;
}
