import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  constructionPhotos,
  constructionSlides,
  demoPhotos,
  donationCauseImages,
  heroVideo,
  isMediaName,
  media,
  MEDIA_NAMES,
  type MediaName,
  mediaFallbackSrc,
  mediaSrc,
  mediaSrcSet,
  ogImage,
  pageBanners,
  pariharaImages,
  sevaImages,
  siteIcons,
} from './media.ts';

const PUBLIC = resolve(import.meta.dirname, '../../../public');
const onDisk = (url: string) => join(PUBLIC, url);
const TELUGU = /[\u0C00-\u0C7F]/;

/** Width and height from a WebP file's header (VP8, VP8L or VP8X). */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
}

describe('media manifest', () => {
  it('returns a picture by name and throws on an unknown one', () => {
    expect(media('hero-poster').width).toBe(1920);
    expect(isMediaName('hero-poster')).toBe(true);
    expect(isMediaName('no-such-picture')).toBe(false);
    expect(() => media('no-such-picture' as MediaName)).toThrow(/Unknown media image "no-such-picture"/);
  });

  it.each(MEDIA_NAMES)('%s: ascending widths up to its intrinsic width, both alts', (name) => {
    const image = media(name);
    expect(image.name).toBe(name);
    expect(image.widths.length).toBeGreaterThan(1);
    expect([...image.widths].sort((a, b) => a - b)).toEqual(image.widths);
    expect(image.widths.at(-1)).toBe(image.width);
    expect(image.formats).toEqual(['avif', 'webp']);
    expect(image.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(image.alt.en.length).toBeGreaterThan(10);
    expect(image.alt.te).toMatch(TELUGU);
  });

  it.each(MEDIA_NAMES)('%s: every file exists, at the size its name says', (name) => {
    const image = media(name);
    for (const width of image.widths) {
      for (const format of image.formats) expect(existsSync(onDisk(mediaSrc(image, width, format)))).toBe(true);
      const size = webpSize(onDisk(mediaSrc(image, width, 'webp')));
      expect(size.width).toBe(width);
      expect(Math.abs(size.height - (image.height * width) / image.width)).toBeLessThanOrEqual(1);
    }
  });

  it('keeps the phone-sized files small', () => {
    // A picture shown at 390 CSS px on a 2x phone loads the 640 or 960 file; keep it in tens of KB.
    for (const name of MEDIA_NAMES) {
      const image = media(name);
      const phone = image.widths.find((w) => w >= 780) ?? image.width;
      expect(statSync(onDisk(mediaSrc(image, phone, 'webp'))).size, name).toBeLessThan(100 * 1024);
    }
  });

  it('builds srcset and a fallback from the widths', () => {
    const image = media('seva-go');
    expect(mediaSrcSet(image, 'webp')).toBe(image.widths.map((w) => `/media/img/seva-go-${w}.webp ${w}w`).join(', '));
    expect(mediaFallbackSrc(image)).toBe('/media/img/seva-go-640.webp');
    expect(mediaFallbackSrc(image, 5000)).toBe(`/media/img/seva-go-${image.width}.webp`);
  });

  it('names a picture for every role the pages have', () => {
    expect(Object.keys(pageBanners)).toEqual([
      'events',
      'activities',
      'gallery',
      'contact',
      'donate',
      'vaastu',
      'auth',
    ]);
    expect(Object.keys(sevaImages)).toHaveLength(6);
    expect(Object.keys(donationCauseImages)).toHaveLength(6);
    expect(pariharaImages).toHaveLength(11);
    expect(new Set(constructionPhotos).size).toBe(8);
    expect(constructionSlides).toHaveLength(5);
    for (const slide of constructionSlides) expect(new Set(slide).size).toBe(4);
    const named = [
      ...Object.values(pageBanners),
      ...Object.values(sevaImages),
      ...Object.values(donationCauseImages),
      ...pariharaImages,
      ...constructionSlides.flat(),
    ];
    for (const name of named) expect(isMediaName(name), name).toBe(true);
  });

  it('points at the hero loop, its poster, the icons and the OG picture', () => {
    for (const url of [
      heroVideo.mp4,
      heroVideo.webm,
      heroVideo.posterSrc,
      siteIcons.svg,
      siteIcons.png32,
      siteIcons.appleTouch,
      ogImage.src,
    ]) {
      expect(existsSync(onDisk(url)), url).toBe(true);
    }
    expect(isMediaName(heroVideo.poster)).toBe(true);
    expect(isMediaName(heroVideo.posterPortrait)).toBe(true);
    expect(statSync(onDisk(heroVideo.mp4)).size).toBeLessThanOrEqual(400 * 1024);
    expect(statSync(onDisk(heroVideo.webm)).size).toBeLessThanOrEqual(400 * 1024);
  });

  it('lists demo photos that exist, with titles and alts in both languages', () => {
    expect(demoPhotos.length).toBeGreaterThanOrEqual(8);
    for (const photo of demoPhotos) {
      expect(existsSync(onDisk(photo.src))).toBe(true);
      expect(photo.file).toBe(`public${photo.src}`);
      expect(photo.title.te).toMatch(TELUGU);
      expect(photo.alt.te).toMatch(TELUGU);
    }
    expect(new Set(demoPhotos.map((p) => p.use))).toEqual(new Set(['event', 'puja-card', 'activity', 'album']));
  });
});
