import { describe, expect, it } from 'vitest';
import { fieldMessages } from '#src/server/validation/messages.ts';
import { devoteeIdSchema, devoteeSchema, passwordChangeSchema } from './schema.ts';

const errorsOf = (schema: typeof devoteeSchema | typeof passwordChangeSchema, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(Object.entries(fieldMessages(parsed.error)).map(([k, m]) => [k, m.key]));
};

describe('a saved devotee', () => {
  it('takes a name, a gotram, a star of the 27 and an optional rasi', () => {
    expect(devoteeSchema.parse({ name: ' Annapurna ', gotram: 'Bharadwaja', nakshatram: 'Rohini', rasi: '' })).toEqual({
      name: 'Annapurna',
      gotram: 'Bharadwaja',
      nakshatram: 'Rohini',
    });
    expect(
      devoteeSchema.parse({ name: 'అన్నపూర్ణ', gotram: 'భారద్వాజ', nakshatram: 'Revati', rasi: 'Meena' }),
    ).toMatchObject({ rasi: 'Meena' });
  });

  it('refuses a star or a rasi not in the lists, and a gotram that is not a word', () => {
    expect(errorsOf(devoteeSchema, { name: 'Annapurna', gotram: 'B', nakshatram: 'Pluto', rasi: 'Ophiuchus' })).toEqual(
      {
        gotram: 'devotee.error.gotramRequired',
        nakshatram: 'devotee.error.nakshatram',
        rasi: 'devotee.error.rasi',
      },
    );
    expect(errorsOf(devoteeSchema, { name: 'Annapurna', gotram: '<script>', nakshatram: 'Rohini' })).toEqual({
      gotram: 'devotee.error.gotramLetters',
    });
    expect(errorsOf(devoteeSchema, {})).toMatchObject({ nakshatram: 'devotee.error.nakshatram' });
  });

  it('reads ids that are whole positive numbers only', () => {
    expect(devoteeIdSchema.safeParse('12').data).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'x', '99999999999'])
      expect(devoteeIdSchema.safeParse(bad).success).toBe(false);
  });
});

describe('the password change', () => {
  it('needs the current password and the new one twice, by the sign-up rules', () => {
    expect(
      passwordChangeSchema.safeParse({ current: 'old', password: 'new-secret', confirm: 'new-secret' }).success,
    ).toBe(true);
    expect(errorsOf(passwordChangeSchema, { current: '', password: 'abc', confirm: 'abd' })).toEqual({
      current: 'account.error.currentRequired',
      password: 'auth.error.passwordMin',
      confirm: 'account.error.confirmMismatch',
    });
    expect(errorsOf(passwordChangeSchema, { current: 'old', password: 'new-secret', confirm: 'new-secrets' })).toEqual({
      confirm: 'account.error.confirmMismatch',
    });
  });
});
