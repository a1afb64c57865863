import { describe, expect, it } from 'vitest';
import { isServablePath } from './address.ts';

describe('isServablePath', () => {
  it.each(['/', '/te/gallery', '/%25', '/te/%25', '/events/%E0%B0%85', '/a%2Fb'])('serves %j', (path) => {
    expect(isServablePath(path)).toBe(true);
  });

  it.each(['/%E0%A4', '/uploads/%0D%0Ax', '/a%00b', '/a%7Fb', '/a%2500b', '/%252525252525', '/te/\tx'])(
    'refuses %j',
    (path) => {
      expect(isServablePath(path)).toBe(false);
    },
  );
});
