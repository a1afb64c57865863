import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  citizenshipRule,
  declarationFields,
  declarationOf,
  optionalDeclarationFields,
  passportIssue,
} from './schema.ts';

const form = z.object(declarationFields).superRefine(...citizenshipRule);
const sometimes = z.object(optionalDeclarationFields).superRefine(...citizenshipRule);
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? 'ok' : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('the citizenship declaration', () => {
  it('takes the three answers, and nothing else', () => {
    for (const citizenship of ['resident', 'foreign']) expect(messages(form.safeParse({ citizenship }))).toBe('ok');
    expect(messages(form.safeParse({}))).toEqual({ citizenship: 'citizenship.error.required' });
    expect(messages(form.safeParse({ citizenship: 'OCI' }))).toEqual({ citizenship: 'citizenship.error.required' });
  });

  it('requires an Indian passport number (one letter, seven digits) of an Indian citizen abroad only', () => {
    expect(passportIssue('nri', '')).toBe('citizenship.error.passportRequired');
    expect(passportIssue('nri', '  ')).toBe('citizenship.error.passportRequired');
    for (const bad of ['K123456', 'K12345678', '12345678', 'KK234567', 'K12345X7']) {
      expect(passportIssue('nri', bad), bad).toBe('citizenship.error.passportFormat');
    }
    // Spaces, lower case and Telugu digits as a phone types them.
    for (const good of ['K1234567', 'k 123 4567', 'Z౧౨౩౪౫౬౭']) expect(passportIssue('nri', good), good).toBeUndefined();
    expect(passportIssue('resident', 'nonsense')).toBeUndefined();
    expect(messages(form.safeParse({ citizenship: 'nri', passport: 'X12' }))).toEqual({
      passport: 'citizenship.error.passportFormat',
    });
  });

  it('keeps the passport only for an Indian citizen abroad, in its checked form', () => {
    expect(declarationOf({ citizenship: 'nri', passport: 'k 1234567' })).toEqual({
      citizenship: 'nri',
      passport: 'K1234567',
    });
    expect(declarationOf({ citizenship: 'resident', passport: 'K1234567' })).toEqual({ citizenship: 'resident' });
  });

  it('may be left out where it is asked only sometimes, but not half given', () => {
    expect(messages(sometimes.safeParse({}))).toBe('ok');
    expect(messages(sometimes.safeParse({ citizenship: 'nri' }))).toEqual({
      passport: 'citizenship.error.passportRequired',
    });
  });
});
