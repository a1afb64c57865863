import type sharp from 'sharp';

/**
 * sharp and its image library (libvips), loaded when the first image is decoded or made. Most
 * workers never touch an image (photos are stored once, then served as files), and loading it
 * holds about 20 MB of memory in every process.
 */
export const loadSharp = (): Promise<typeof sharp> => import('sharp').then((module) => module.default);
