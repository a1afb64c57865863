import { MAX_IMAGE_BYTES } from '#src/server/images/limits.ts';

/** The hero loop: a phone-sized muted clip; anything larger would cost visitors their data. */
export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;

/**
 * One settings form post: at most the carousel's photos (ten slides of four, most of them
 * unchanged) or the video with its poster. Refused before it is read when the length says more.
 */
export const MAX_SETTINGS_REQUEST = 120 * 1024 * 1024;

export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export const requestTooLargeVars = {
  max: megabytes(MAX_SETTINGS_REQUEST),
  video: megabytes(MAX_VIDEO_BYTES),
  photo: megabytes(MAX_IMAGE_BYTES),
};
