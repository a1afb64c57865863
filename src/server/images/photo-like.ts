import { loadSharp } from './sharp.ts';

/** A small seeded generator, so demo and benchmark images are the same on every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const palettes: Array<[number, number, number][]> = [
  [
    [199, 91, 18],
    [243, 163, 59],
    [122, 31, 31],
  ],
  [
    [36, 92, 140],
    [240, 200, 120],
    [60, 110, 60],
  ],
  [
    [180, 40, 60],
    [250, 220, 160],
    [90, 60, 30],
  ],
  [
    [40, 120, 110],
    [230, 180, 80],
    [140, 50, 30],
  ],
];

/**
 * A JPEG that compresses like a photograph: soft colour gradients and shapes (sky, lamps,
 * cloth) under fine sensor-like noise (less for the demo photos, which stand for downscaled ones). Used for demo
 * content, tests and the image benchmark.
 */
export async function photoLikeJpeg(
  width: number,
  height: number,
  seed: number,
  options: { quality?: number; noise?: number; texture?: number } = {},
): Promise<Buffer> {
  const { quality = 85, noise: grain = 28, texture = 160 } = options;
  const sharp = await loadSharp();
  const random = mulberry32(seed);
  const palette = palettes[seed % palettes.length]!;
  const blobs = Array.from({ length: 6 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.1 + random() * 0.3) * Math.min(width, height),
    c: palette[Math.floor(random() * palette.length)]!,
  }));
  const pixels = Buffer.alloc(width * height * 3);
  const [top, bottom] = [palette[0]!, palette[1]!];
  const wave = 0.5 + random() * 3;
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const shade = 0.85 + 0.15 * Math.sin((u * wave + v) * Math.PI * 2);
      let r = (top[0] * (1 - v) + bottom[0] * v) * shade;
      let g = (top[1] * (1 - v) + bottom[1] * v) * shade;
      let b = (top[2] * (1 - v) + bottom[2] * v) * shade;
      for (const blob of blobs) {
        const dx = x - blob.x;
        const dy = y - blob.y;
        const d2 = (dx * dx + dy * dy) / (blob.r * blob.r);
        if (d2 < 1) {
          const w = (1 - d2) * 0.7;
          r = r * (1 - w) + blob.c[0] * w;
          g = g * (1 - w) + blob.c[1] * w;
          b = b * (1 - w) + blob.c[2] * w;
        }
      }
      const noise = (random() - 0.5) * grain;
      const i = (y * width + x) * 3;
      pixels[i] = r + noise;
      pixels[i + 1] = g + noise;
      pixels[i + 2] = b + noise;
    }
  }
  // Texture at several scales (foliage, cloth, stone): detail that survives downscaling, as in
  // a real photograph, where per-pixel noise alone would average away.
  const layers = await Promise.all(
    (texture > 0 ? [3, 12, 48, 160] : []).map(async (cell) => {
      const w = Math.ceil(width / cell);
      const h = Math.ceil(height / cell);
      const grain = Buffer.alloc(w * h * 3);
      for (let i = 0; i < grain.length; i++) grain[i] = 128 + (random() - 0.5) * texture;
      const data = await sharp(grain, { raw: { width: w, height: h, channels: 3 } })
        .resize(width, height, { kernel: 'cubic' })
        .raw()
        .toBuffer();
      return { input: data, raw: { width, height, channels: 3 as const }, blend: 'soft-light' as const };
    }),
  );
  const textured = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite(layers)
    .raw()
    .toBuffer();
  return sharp(textured, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** Demo photos: small and smooth, so a first start seeds in a few seconds. */
export const demoGrain = { noise: 6, quality: 80, texture: 0 };
