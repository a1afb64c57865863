import { describe, expect, it } from 'vitest';
import { donateSchema, editablePages, samajasevaSchema, slugOf } from './schema.ts';

const seed = editablePages.donate.seed;
const newCause = (fields: Record<string, unknown>) => ({
  slug: '',
  picture: '',
  enabled: true,
  title: { en: 'Veda Patashala', te: 'వేద పాఠశాల' },
  text: { en: 'Teaching the Vedas.', te: '' },
  ...fields,
});
const issuesOf = (value: unknown) => {
  const parsed = donateSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a cause staff add', () => {
  it('gets its address name from its English name when none is given, and the first built-in picture', () => {
    expect(slugOf('Soil & Water Seva (Bhu)')).toBe('soil-water-seva-bhu');
    expect(slugOf('Śrī Vidyā')).toBe('sri-vidya');
    const parsed = donateSchema.parse({ ...seed, causes: [...seed.causes, newCause({})] });
    expect(parsed.causes[6]).toMatchObject({ slug: 'veda-patashala', picture: seed.causes[0]!.picture });
  });

  it('refuses an address name taken by another cause or by general, and a name with no Latin letters', () => {
    expect(issuesOf({ ...seed, causes: [...seed.causes, newCause({ slug: 'go-seva' })] })).toEqual([
      'causes.6.slug: pages.error.causeTwice',
    ]);
    expect(issuesOf({ ...seed, causes: [...seed.causes, newCause({ slug: 'general' })] })).toEqual([
      'causes.6.slug: pages.error.slugTaken',
    ]);
    expect(issuesOf({ ...seed, causes: [...seed.causes, newCause({ title: { en: 'వేద సభ', te: '' } })] })).toEqual([
      'causes.6.slug: pages.error.slug',
    ]);
  });

  it('shows a cause saved before causes had pictures with its own built-in picture', () => {
    const { picture: _picture, ...old } = seed.causes[2]!;
    expect(donateSchema.parse({ ...seed, causes: [old] }).causes[0]!.picture).toBe('donate-go-seva');
  });
});

describe('pictures', () => {
  const services = editablePages.samajaseva.seed.services;
  const withPicture = (picture: string) =>
    samajasevaSchema.safeParse({ ...editablePages.samajaseva.seed, services: [{ ...services[0]!, picture }] }).success;

  it('takes a built-in picture or the address of an uploaded one, nothing else', () => {
    expect(withPicture('jala')).toBe(true);
    expect(withPicture('/uploads/pages/2026/0123456789abcdef-1600.webp')).toBe(true);
    expect(withPicture('https://cdn.example.org/uploads/pages/2026/0123456789abcdef-640.webp')).toBe(true);
    expect(withPicture('donate-go-seva')).toBe(false);
    expect(withPicture('javascript:alert(1)')).toBe(false);
    expect(withPicture('/uploads/pages/photo.svg')).toBe(false);
  });
});
