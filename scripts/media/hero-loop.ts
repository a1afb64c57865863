// Renders the home page's muted hero loop: the hero scene drawn frame by frame (lamps
// flickering, the mandala turning, embers rising, ripples shimmering) and encoded by ffmpeg as
// H.264 MP4 and VP9 WebM. Every motion is periodic over the loop, so it repeats without a seam.
//
// Run on its own with `node scripts/media/hero-loop.ts`; generate.ts also calls it. Without
// ffmpeg it says so and leaves the committed videos alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import sharp from 'sharp';
import { heroScene } from './scenes/hero.ts';
import { canvas, svgDoc } from './svg.ts';

export const HERO_LOOP = {
  width: 1280,
  height: 720,
  fps: 24,
  seconds: 6,
  /** Public paths, under public/. */
  mp4: '/media/video/hero-loop.mp4',
  webm: '/media/video/hero-loop.webm',
} as const;

const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';

export function findFfmpeg(): string | null {
  for (const candidate of [FFMPEG, 'ffmpeg']) {
    const probe = spawnSync(candidate, ['-hide_banner', '-version'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

/** One frame as raw RGB; `t` is the loop phase in [0, 1). Seeded like the poster. */
async function frame(t: number): Promise<Buffer> {
  const { width, height } = HERO_LOOP;
  const c = canvas(width, height, 'hero-poster');
  const svg = svgDoc(width, height, c.defs, heroScene(c, t));
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/**
 * Writes both videos into `publicDir`. Returns false (and prints why) when ffmpeg is missing.
 * Files are written beside their targets and renamed at the end, so a failed run leaves the
 * committed videos as they were.
 */
export async function renderHeroLoop(publicDir: string, log: (line: string) => void = console.log): Promise<boolean> {
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) {
    log('hero loop: ffmpeg not found (looked for /usr/bin/ffmpeg and ffmpeg on PATH); keeping the committed videos.');
    return false;
  }
  const { width, height, fps, seconds } = HERO_LOOP;
  const frames = fps * seconds;
  const mp4 = resolve(publicDir, `.${HERO_LOOP.mp4}`);
  const webm = resolve(publicDir, `.${HERO_LOOP.webm}`);
  await mkdir(dirname(mp4), { recursive: true });
  const tmpMp4 = `${mp4}.tmp.mp4`;
  const tmpWebm = `${webm}.tmp.webm`;
  // Bit-exact flags keep the encoder's version string out of the files; one thread keeps
  // the bytes the same from run to run.
  const common = [
    '-an',
    '-sn',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-threads',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(frames),
  ];
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
    ...common,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '25',
    '-tune',
    'animation',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    tmpMp4,
    ...common,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '36',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-row-mt',
    '0',
    '-f',
    'webm',
    tmpWebm,
  ];
  const child = spawn(ffmpeg, args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<number>((ok, fail) => {
    child.on('error', fail);
    child.on('close', (code) => ok(code ?? 1));
  });
  for (let i = 0; i < frames; i++) {
    const data = await frame(i / frames);
    if (!child.stdin.write(data)) await new Promise((ok) => child.stdin.once('drain', ok));
    if (i % fps === 0) log(`hero loop: frame ${i + 1}/${frames}`);
  }
  child.stdin.end();
  const code = await done;
  if (code !== 0) {
    await rm(tmpMp4, { force: true });
    await rm(tmpWebm, { force: true });
    throw new Error(`ffmpeg exited with code ${code}`);
  }
  await rename(tmpMp4, mp4);
  await rename(tmpWebm, webm);
  log(
    `hero loop: ${HERO_LOOP.mp4} ${(await stat(mp4)).size} bytes, ${HERO_LOOP.webm} ${(await stat(webm)).size} bytes`,
  );
  return true;
}

if (import.meta.main) {
  const publicDir = resolve(import.meta.dirname, '../../public');
  await renderHeroLoop(publicDir);
}
