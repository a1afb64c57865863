import { describe, expect, it } from 'vitest';
import { fieldMessages } from '#src/server/validation/messages.ts';
import { createT } from '#src/i18n/index.ts';
import { devoteeSchema } from './schema.ts';

const errorsOf = (input: unknown) => {
  const parsed = devoteeSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(Object.entries(fieldMessages(parsed.error)).map(([k, m]) => [k, m.key]));
};

describe('a devotee', () => {
  it('stores a star and a rasi by their English name, given in English, Telugu or a former spelling', () => {
    expect(devoteeSchema.parse({ name: ' Annapurna ', gotram: ' Bharadwaja ', nakshatram: 'rohini' })).toEqual({
      name: 'Annapurna',
      gotram: 'Bharadwaja',
      nakshatram: 'Rohini',
    });
    expect(devoteeSchema.parse({ name: 'సీత', gotram: 'భారద్వాజ', nakshatram: 'రేవతి', rasi: 'మీనం' })).toMatchObject({
      nakshatram: 'Revati',
      rasi: 'Meena',
    });
    expect(devoteeSchema.parse({ name: 'సీత', gotram: 'Atreya', nakshatram: 'ఆర్ద్ర' }).nakshatram).toBe('Ardra');
  });

  it('reads an empty or null rasi as none', () => {
    for (const rasi of ['', '  ', null, undefined])
      expect(devoteeSchema.parse({ name: 'Annapurna', gotram: 'Atreya', nakshatram: 'Ashwini', rasi }).rasi).toBe(
        undefined,
      );
  });

  it('refuses a gotram that is not letters, and a star or rasi not in the lists, each with its reason', () => {
    expect(errorsOf({ name: 'Annapurna', gotram: 'B', nakshatram: 'Pluto', rasi: 'Ophiuchus' })).toEqual({
      gotram: 'devotee.error.gotramRequired',
      nakshatram: 'devotee.error.nakshatram',
      rasi: 'devotee.error.rasi',
    });
    for (const gotram of ['123', 'Kashyapa 2', '<script>'])
      expect(errorsOf({ name: 'Annapurna', gotram, nakshatram: 'Rohini' })).toEqual({
        gotram: 'devotee.error.gotramLetters',
      });
    expect(errorsOf({ name: 'Annapurna', gotram: 'K'.repeat(61), nakshatram: 'Rohini' })).toEqual({
      gotram: 'devotee.error.gotramMax',
    });
    expect(errorsOf({})).toMatchObject({
      gotram: 'devotee.error.gotramRequired',
      nakshatram: 'devotee.error.nakshatram',
    });
  });

  it('has its messages in both languages', () => {
    expect(createT('en')('devotee.error.gotramLetters')).toBe("The gotram can have only letters, spaces and . ' -");
    expect(createT('te')('devotee.error.nakshatram')).toBe('జాబితా నుండి నక్షత్రం ఎంచుకోండి.');
  });
});
