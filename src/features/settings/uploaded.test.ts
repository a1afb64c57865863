import { describe, expect, it } from 'vitest';
import { uploadedSrcSet } from './uploaded.ts';

describe('uploadedSrcSet', () => {
  it('lists every stored width of an uploaded picture', () => {
    expect(uploadedSrcSet('/uploads/settings/2026/ab12-1600.webp')).toBe(
      '/uploads/settings/2026/ab12-320.webp 320w, /uploads/settings/2026/ab12-640.webp 640w, ' +
        '/uploads/settings/2026/ab12-1024.webp 1024w, /uploads/settings/2026/ab12-1600.webp 1600w',
    );
    expect(uploadedSrcSet('/uploads/settings/2026/ab12-500.webp')).toBe(
      '/uploads/settings/2026/ab12-320.webp 320w, /uploads/settings/2026/ab12-500.webp 500w',
    );
  });

  it('has nothing for a media name', () => expect(uploadedSrcSet('founder-portrait')).toBeUndefined());
});
