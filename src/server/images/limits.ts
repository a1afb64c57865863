/**
 * The one place for the upload limits and the messages that name them. Forms, the REST API,
 * the services and the tests all import these.
 */
export const MIN_IMAGE_SIDE = 300;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Width times height; a small file that unpacks to more than this is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_ALBUM_IMAGES = 100;

export const imageMessages = {
  tooSmall: `Image must be at least ${MIN_IMAGE_SIDE}px by ${MIN_IMAGE_SIDE}px`,
  invalid: 'Invalid image file.',
  tooLarge: `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Please send a smaller photo.`,
  tooManyPixels: `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please send a smaller photo.`,
  tooManyImages: `An album can hold at most ${MAX_ALBUM_IMAGES} images. Please upload the rest to another album.`,
  required: 'Please choose an image file.',
} as const;

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
