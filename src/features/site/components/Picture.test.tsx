import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { media } from '#src/features/site/media.ts';
import { Picture } from './Picture.tsx';

/** The attributes of every `tag` element, in document order; names lower-cased as HTML reads them. */
function attrs(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
    const record: Record<string, string> = {};
    for (const [, key, value] of (match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g))
      record[(key as string).toLowerCase()] = value as string;
    found.push(record);
  }
  return found;
}

const decode = (s: string | undefined) =>
  (s ?? '').replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('Picture', () => {
  const image = media('founder-portrait');

  it('offers AVIF then WebP at every generated width', () => {
    const html = renderToStaticMarkup(
      <Picture name="founder-portrait" sizes="(min-width: 768px) 400px, 80vw" lang="en" />,
    );
    const sources = attrs(html, 'source');
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      const format = source.type === 'image/avif' ? 'avif' : 'webp';
      expect(source.srcset).toBe(
        image.widths.map((w) => `/media/img/founder-portrait-${w}.${format} ${w}w`).join(', '),
      );
      expect(source.sizes).toBe('(min-width: 768px) 400px, 80vw');
    }
  });

  it('gives the img its intrinsic size, alt text, async decoding and lazy loading', () => {
    const html = renderToStaticMarkup(<Picture name="founder-portrait" sizes="100vw" lang="en" />);
    const [img] = attrs(html, 'img');
    expect(img?.width).toBe(String(image.width));
    expect(img?.height).toBe(String(image.height));
    expect(decode(img?.alt)).toBe(image.alt.en);
    expect(img?.decoding).toBe('async');
    expect(img?.loading).toBe('lazy');
    expect(img?.src).toMatch(/^\/media\/img\/founder-portrait-\d+\.webp$/);
    expect(img?.fetchpriority).toBeUndefined();
  });

  it('uses the Telugu alt text on Telugu pages', () => {
    const html = renderToStaticMarkup(<Picture name="seva-go" sizes="100vw" lang="te" />);
    const [img] = attrs(html, 'img');
    expect(decode(img?.alt)).toBe(media('seva-go').alt.te);
    expect(img?.alt).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('can load eagerly with high priority, take a class and be marked decorative', () => {
    const html = renderToStaticMarkup(
      <Picture
        name="hero-poster"
        sizes="100vw"
        lang="en"
        loading="eager"
        fetchPriority="high"
        className="hero"
        alt=""
      />,
    );
    expect(html.startsWith('<picture class="hero">')).toBe(true);
    const [img] = attrs(html, 'img');
    expect(img?.loading).toBe('eager');
    expect(img?.fetchpriority).toBe('high');
    expect(img?.alt).toBe('');
    // The largest paint is decoded in the frame that shows it; any other picture aside.
    expect(img?.decoding).toBe('sync');
    expect(attrs(renderToStaticMarkup(<Picture name="seva-go" sizes="100vw" lang="en" />), 'img')[0]?.decoding).toBe(
      'async',
    );
  });

  it('keeps the aspect ratio of the largest file for the smallest', () => {
    const banner = media('banner-donate');
    const html = renderToStaticMarkup(<Picture name="banner-donate" sizes="100vw" lang="en" />);
    const [img] = attrs(html, 'img');
    expect(Number(img?.width) / Number(img?.height)).toBeCloseTo(banner.width / banner.height, 5);
  });

  it('renders one picture element and nothing else', () => {
    const html = renderToStaticMarkup(<Picture name="banner-auth" sizes="100vw" lang="en" />);
    expect(html).toMatch(/^<picture><source [^>]+\/><source [^>]+\/><img [^>]+\/><\/picture>$/);
  });
});
