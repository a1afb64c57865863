import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoredImage } from './StoredImage.tsx';

const image = {
  url: '/uploads/a/k-1024.webp',
  srcset: '/uploads/a/k-640.webp 640w, /uploads/a/k-1024.webp 1024w',
  width: 1024,
  height: 768,
};
const img = (html: string) =>
  Object.fromEntries([...html.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]]));

describe('StoredImage', () => {
  it('waits until it is near the screen and decodes aside by default', () => {
    const attrs = img(renderToStaticMarkup(<StoredImage image={image} alt="" sizes="50vw" />));
    expect(attrs).toMatchObject({ loading: 'lazy', decoding: 'async', width: '1024', height: '768' });
    expect(attrs.fetchpriority).toBeUndefined();
  });

  it('as the largest paint, is fetched first and decoded in the frame that shows it', () => {
    const attrs = img(renderToStaticMarkup(<StoredImage image={image} alt="" sizes="50vw" priority="first" />));
    expect(attrs).toMatchObject({ loading: 'eager', decoding: 'sync', fetchpriority: 'high' });
  });

  it('on the first screen but not its largest paint, is fetched after those that are', () => {
    const attrs = img(renderToStaticMarkup(<StoredImage image={image} alt="" sizes="50vw" priority="later" />));
    expect(attrs).toMatchObject({ loading: 'lazy', decoding: 'async', fetchpriority: 'low' });
  });
});
