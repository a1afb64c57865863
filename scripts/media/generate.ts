// Generates the site's placeholder artwork and its manifest.
//
//   node scripts/media/generate.ts              everything: pictures, icons, OG card, demo photos,
//                                               hero loop (needs ffmpeg) and the manifest
//   node scripts/media/generate.ts --no-video   skip the hero loop (the committed videos stay)
//   node scripts/media/generate.ts --only=seva-go,banner-donate
//                                               redraw just these pictures, then the manifest
//
// Output: public/media/{img,icons,og,demo,video} and src/features/site/media.ts. The drawing is
// seeded, so a rerun writes the same bytes; a fresh clone needs none of this, only the
// committed files.
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { DEMO_PHOTOS, DEMO_SIZE, GROUPS, IMAGES, OG_IMAGE } from './catalog.ts';
import { renderHeroLoop, HERO_LOOP } from './hero-loop.ts';
import { iconSvg } from './icons.ts';
import { type ManifestImage, writeManifest } from './manifest.ts';
import {
  dominantColor,
  drawSvg,
  FORMATS,
  imageFile,
  renderDemo,
  renderIcons,
  renderImage,
  renderOg,
  type Written,
} from './render.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PUBLIC = join(ROOT, 'public');
const MEDIA = join(PUBLIC, 'media');
const DIRS = { img: join(MEDIA, 'img'), icons: join(MEDIA, 'icons'), og: join(MEDIA, 'og'), demo: join(MEDIA, 'demo') };
const MANIFEST = join(ROOT, 'src/features/site/media.ts');
const url = (path: string) => `/${relative(PUBLIC, path).split('\\').join('/')}`;

interface Options {
  readonly only: ReadonlySet<string> | null;
  readonly video: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  let only: Set<string> | null = null;
  let video = true;
  for (const arg of argv) {
    if (arg === '--no-video') video = false;
    else if (arg.startsWith('--only=')) only = new Set(arg.slice(7).split(',').filter(Boolean));
    else throw new Error(`Unknown argument ${arg}. Use --no-video or --only=name,name.`);
  }
  if (only) {
    const known = new Set(IMAGES.map((i) => i.name));
    const unknown = [...only].filter((name) => !known.has(name));
    if (unknown.length) throw new Error(`Unknown picture(s): ${unknown.join(', ')}`);
  }
  return { only, video: video && !only };
}

/** Removes files in `dir` that this run did not produce (renamed or dropped pictures). */
async function pruneStale(dir: string, keep: ReadonlySet<string>): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readdir(dir).catch(() => [] as string[])) {
    const path = join(dir, entry);
    if (!keep.has(path)) {
      await rm(path, { force: true });
      removed.push(entry);
    }
  }
  return removed;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : (await stat(path)).size;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const written: Written[] = [];
  const started = Date.now();

  for (const spec of IMAGES) {
    if (options.only && !options.only.has(spec.name)) continue;
    const files = await renderImage(spec, DIRS.img);
    written.push(...files);
    const webp = files.filter((f) => f.path.endsWith('.webp')).map((f) => f.bytes);
    console.log(`${spec.name.padEnd(28)} ${spec.widths.join('/')}  webp ${webp.map(kb).join(' / ')}`);
  }

  if (!options.only) {
    for (const spec of DEMO_PHOTOS) {
      const file = await renderDemo(spec, join(DIRS.demo, `${spec.name}.jpg`), DEMO_SIZE.width, DEMO_SIZE.height);
      written.push(file);
      console.log(`demo/${spec.name}.jpg ${kb(file.bytes)}`);
    }
    written.push(
      await renderOg(
        drawSvg('hero-poster', OG_IMAGE.width, OG_IMAGE.height, OG_IMAGE.draw),
        join(DIRS.og, `${OG_IMAGE.name}.jpg`),
      ),
    );
    written.push(...(await renderIcons(DIRS.icons, iconSvg)));
    const keep = new Set(written.map((f) => f.path));
    for (const dir of Object.values(DIRS)) {
      const removed = await pruneStale(dir, keep);
      if (removed.length) console.log(`removed stale files from ${relative(ROOT, dir)}: ${removed.join(', ')}`);
    }
  }

  const images: ManifestImage[] = [];
  for (const spec of IMAGES) {
    const smallest = imageFile(DIRS.img, spec.name, spec.widths[0] as number, 'webp');
    images.push({
      name: spec.name,
      width: spec.width,
      height: spec.height,
      widths: spec.widths,
      formats: FORMATS,
      color: await dominantColor(smallest),
      alt: spec.alt,
    });
  }
  await writeManifest(MANIFEST, {
    base: url(DIRS.img),
    images,
    heroVideo: {
      mp4: HERO_LOOP.mp4,
      webm: HERO_LOOP.webm,
      width: HERO_LOOP.width,
      height: HERO_LOOP.height,
      durationSeconds: HERO_LOOP.seconds,
      poster: 'hero-poster',
      posterPortrait: 'hero-poster-portrait',
      posterSrc: imageFile(url(DIRS.img), 'hero-poster', 1280, 'webp'),
    },
    siteIcons: {
      svg: url(join(DIRS.icons, 'favicon.svg')),
      png32: url(join(DIRS.icons, 'favicon-32.png')),
      appleTouch: url(join(DIRS.icons, 'apple-touch-icon.png')),
      themeColor: '#7a1f2b',
    },
    ogImage: {
      src: url(join(DIRS.og, `${OG_IMAGE.name}.jpg`)),
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      type: 'image/jpeg',
      alt: OG_IMAGE.alt,
    },
    groups: GROUPS,
    demoPhotos: DEMO_PHOTOS.map((d) => {
      const path = join(DIRS.demo, `${d.name}.jpg`);
      return {
        name: d.name,
        src: url(path),
        file: relative(ROOT, path),
        ...DEMO_SIZE,
        use: d.use,
        title: d.title,
        alt: d.alt,
      };
    }),
  });
  console.log(`wrote ${relative(ROOT, MANIFEST)}`);

  if (options.video) await renderHeroLoop(PUBLIC);
  else console.log('hero loop: skipped (--no-video or --only); the committed videos stay as they are.');

  console.log(`public/media: ${kb(await folderBytes(MEDIA))} in all (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

try {
  await main();
} catch (error) {
  console.error(`media: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
