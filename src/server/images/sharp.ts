import type sharp from 'sharp';

let loading: Promise<typeof sharp> | undefined;

/**
 * sharp and its image library (libvips), loaded when the first image is decoded or made. Most
 * workers never touch an image (photos are stored once, then served as files), and loading it
 * holds about 20 MB of memory in every process. libvips' cache of recent operations (up to
 * 50 MB by default) is turned off: each photo is decoded once, so nothing in it is used again,
 * and a worker would hold it for the rest of its life.
 */
export const loadSharp = (): Promise<typeof sharp> =>
  (loading ??= import('sharp').then(({ default: library }) => {
    library.cache(false);
    return library;
  }));
