/**
 * The one place for the upload limits and the messages that name them. Forms, the REST API,
 * the services and the tests all import these.
 */
export const MIN_IMAGE_SIDE = 300;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Width times height; a small file that unpacks to more than this is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_ALBUM_IMAGES = 100;

/** Dictionary keys of the image messages; each reads its limits from imageVars. */
export const imageMessages = {
  tooSmall: 'image.tooSmall',
  invalid: 'image.invalid',
  tooLarge: 'image.tooLarge',
  tooManyPixels: 'image.tooManyPixels',
  tooManyImages: 'image.tooManyImages',
  required: 'image.required',
} as const;

/** The limits the image messages name, from the constants above. */
export const imageVars = {
  min: MIN_IMAGE_SIDE,
  mb: MAX_IMAGE_BYTES / 1024 / 1024,
  megapixels: MAX_IMAGE_PIXELS / 1_000_000,
  max: MAX_ALBUM_IMAGES,
};

/** A request carrying one photo and its fields. */
export const MAX_SINGLE_UPLOAD_REQUEST = MAX_IMAGE_BYTES + 1024 * 1024;
/** A request adding photos to an album; more photos go in further requests to the same album. */
export const MAX_ALBUM_REQUEST = 200 * 1024 * 1024;

/** The widths every upload is re-encoded at; a phone picks the smallest that fills its screen. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

/** The widths an image of this width is stored at: never wider than the original. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...new Set([...IMAGE_WIDTHS.filter((w) => w < largest), largest])];
}
