// Turns scenes into files: responsive WebP and AVIF sets, JPEG demo photos, icons, the OG card.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { DemoSpec, ImageSpec } from './catalog.ts';
import { canvas, svgDoc } from './svg.ts';

// Encoder settings chosen by eye on the generated art: flat colour and soft gradients keep
// well at these qualities; lower ones band the skies.
export const WEBP = { quality: 80, effort: 6, smartSubsample: true } as const;
export const AVIF = { quality: 55, effort: 4, chromaSubsampling: '4:2:0' } as const;

export type Format = 'avif' | 'webp';
export const FORMATS: readonly Format[] = ['avif', 'webp'];

// One thread per encode keeps the bytes identical from run to run.
sharp.concurrency(1);

export function drawSvg(
  name: string,
  width: number,
  height: number,
  draw: (c: ReturnType<typeof canvas>) => string,
): string {
  const c = canvas(width, height, name);
  return svgDoc(width, height, c.defs, draw(c));
}

/** Renders an SVG to a full-size RGBA bitmap held in memory. */
async function rasterise(svg: string): Promise<Sharp> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return sharp(png);
}

export interface Written {
  readonly path: string;
  readonly bytes: number;
}

async function put(path: string, data: Buffer): Promise<Written> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  return { path, bytes: data.length };
}

export function imageFile(dir: string, name: string, width: number, format: Format): string {
  return `${dir}/${name}-${width}.${format}`;
}

/** Writes every width and format of one picture. */
export async function renderImage(spec: ImageSpec, dir: string): Promise<Written[]> {
  const svg = drawSvg(spec.name, spec.width, spec.height, spec.draw);
  const full = await rasterise(svg);
  const files: Written[] = [];
  for (const width of spec.widths) {
    const height = Math.round((spec.height * width) / spec.width);
    const base = full.clone().resize(width, height, { kernel: 'lanczos3' });
    const flat = spec.transparent ? base : base.flatten({ background: '#fbf4e6' });
    files.push(
      await put(
        imageFile(dir, spec.name, width, 'webp'),
        await flat
          .clone()
          .webp({ ...WEBP, alphaQuality: 90 })
          .toBuffer(),
      ),
    );
    files.push(await put(imageFile(dir, spec.name, width, 'avif'), await flat.clone().avif(AVIF).toBuffer()));
  }
  return files;
}

/** The dominant colour of a written picture, read back from its smallest WebP file. */
export async function dominantColor(file: string): Promise<string> {
  // stats() reads the input, not the pipeline, so flatten into a new image first.
  const flat = await sharp(file).flatten({ background: '#fbf4e6' }).png().toBuffer();
  const { dominant } = await sharp(flat).stats();
  const hex = (v: number) => v.toString(16).padStart(2, '0');
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

export async function renderDemo(spec: DemoSpec, path: string, width: number, height: number): Promise<Written> {
  const svg = drawSvg(`demo-${spec.name}`, width, height, spec.draw);
  const jpeg = await sharp(Buffer.from(svg))
    .flatten({ background: '#000' })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
  return put(path, jpeg);
}

export async function renderOg(svg: string, path: string): Promise<Written> {
  return put(
    path,
    await sharp(Buffer.from(svg)).flatten({ background: '#000' }).jpeg({ quality: 86, mozjpeg: true }).toBuffer(),
  );
}

export async function renderIcons(dir: string, svg: (size: number, fullBleed?: boolean) => string): Promise<Written[]> {
  return [
    await put(`${dir}/favicon.svg`, Buffer.from(svg(64))),
    await put(
      `${dir}/favicon-32.png`,
      await sharp(Buffer.from(svg(32)))
        .png({ palette: true, compressionLevel: 9 })
        .toBuffer(),
    ),
    await put(
      `${dir}/apple-touch-icon.png`,
      await sharp(Buffer.from(svg(180, true)))
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ),
  ];
}
