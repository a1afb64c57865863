import { describe, expect, it } from 'vitest';
import { createT } from './index.ts';

// The checks that matter here are the type checker's: each @ts-expect-error below fails `tsc`
// (and so `npm run lint`) the day the line it marks stops being an error.
describe('dictionary keys are typed', () => {
  const t = createT('en');

  it('takes a key written out only when a dictionary has it', () => {
    expect(t('nav.home')).toBe('HOME');
    // @ts-expect-error a key nobody wrote
    expect(t('nav.hoem')).toBe('nav.hoem');
  });

  it('takes a text with plural forms by its name', () => {
    expect(t('gallery.photoCount', { count: 2 })).toBe('2 photos');
  });

  it('checks a key built from typed parts, every member of the union', () => {
    const done = (what: 'added' | 'saved') => t(`account.done.${what}`);
    expect(done('added')).not.toBe('account.done.added');
    // @ts-expect-error 'nothing' is not one of the account page's notices
    const wrong = (what: 'added' | 'nothing') => t(`account.done.${what}`);
    expect(wrong('nothing')).toBe('account.done.nothing');
    // @ts-expect-error a part typed string may make any key: type the part instead
    const loose = (what: string) => t(`account.done.${what}`);
    expect(loose('added')).not.toBe('account.done.added');
  });

  it('looks up a key known only at run time (typed string) as it is', () => {
    const fromSchema: string = 'validation.required';
    expect(t(fromSchema)).toBe('Please fill in this field.');
  });
});
