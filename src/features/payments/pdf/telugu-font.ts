import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { sfntFromWoff } from './sfnt.ts';

/**
 * Telugu for the PDF receipt: shaped by HarfBuzz (harfbuzzjs), which forms conjuncts and places
 * vowel signs, and a subset of Noto Sans Telugu cut by HarfBuzz's own subsetter, keeping glyph ids
 * so the shaped ids stay valid. See docs/decisions/053.
 */

export interface ShapedGlyph {
  id: number;
  /** In font units. */
  advance: number;
  dx: number;
  dy: number;
}

export interface TeluguFont {
  upem: number;
  shape(text: string): ShapedGlyph[];
  /** The font cut down to these glyphs (ids kept) and the characters that map to them. */
  subset(glyphs: Iterable<number>, text: string): Uint8Array;
}

const require = createRequire(import.meta.url);
// The same font the pages use (global.css), so a name looks alike on the site and on paper.
const fontFile = '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff';

let loading: Promise<TeluguFont> | undefined;

/** Loaded once per process, on the first receipt that needs it. */
export function teluguFont(): Promise<TeluguFont> {
  loading ??= load();
  return loading;
}

async function load(): Promise<TeluguFont> {
  const [hb, woff, subsetWasm] = await Promise.all([
    import('harfbuzzjs'),
    readFile(require.resolve(fontFile)),
    readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  ]);
  const ttf = sfntFromWoff(woff);
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  const cut = await createSubsetter(subsetWasm);
  return {
    upem: face.upem,
    shape(text) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      return buffer.getGlyphInfos().map((info, i) => ({
        id: info.codepoint,
        advance: positions[i]!.xAdvance,
        dx: positions[i]!.xOffset,
        dy: positions[i]!.yOffset,
      }));
    },
    subset: (glyphs, text) => cut(ttf, glyphs, text),
  };
}

interface SubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;

/** harfbuzzjs ships the subsetter as a plain WebAssembly module (no imports) beside its shaper. */
async function createSubsetter(wasm: Uint8Array<ArrayBuffer>) {
  const instance = await WebAssembly.instantiate(await WebAssembly.compile(wasm));
  const hb = instance.exports as unknown as SubsetExports;
  return function cut(ttf: Uint8Array, glyphs: Iterable<number>, text: string): Uint8Array {
    const pointer = hb.malloc(ttf.length);
    new Uint8Array(hb.memory.buffer, pointer, ttf.length).set(ttf);
    const blob = hb.hb_blob_create(pointer, ttf.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    const input = hb.hb_subset_input_create_or_fail();
    try {
      const glyphSet = hb.hb_subset_input_glyph_set(input);
      for (const id of glyphs) hb.hb_set_add(glyphSet, id);
      // The characters too, so the subset's cmap lets a reader copy the text out again.
      const unicodeSet = hb.hb_subset_input_unicode_set(input);
      for (const ch of text) hb.hb_set_add(unicodeSet, ch.codePointAt(0)!);
      hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_HINTING);
      const subset = hb.hb_subset_or_fail(face, input);
      if (!subset) throw new Error('HarfBuzz could not subset the Telugu font');
      const out = hb.hb_face_reference_blob(subset);
      const data = hb.hb_blob_get_data(out, 0);
      const bytes = new Uint8Array(hb.memory.buffer, data, hb.hb_blob_get_length(out)).slice();
      hb.hb_blob_destroy(out);
      hb.hb_face_destroy(subset);
      return bytes;
    } finally {
      hb.hb_subset_input_destroy(input);
      hb.hb_face_destroy(face);
      hb.free(pointer);
    }
  };
}
