import { describe, expect, it } from 'vitest';
import { RequestError } from '../http/errors.ts';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';
import { formToken, idempotencyKeyOf } from './index.ts';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://site/api/contact', { method: 'POST', headers });

describe('the idempotency key of a request', () => {
  it('is the same for the same fields in any order, from the header or from the form field', () => {
    const keyed = request({ 'idempotency-key': 'k-1' });
    const fields = { a: '1', b: ['x', { c: 2, d: 3 }] };
    const fromHeader = idempotencyKeyOf(keyed, 'contact', fields, null);
    const reordered = idempotencyKeyOf(keyed, 'contact', { b: ['x', { d: 3, c: 2 }], a: '1' }, null);
    const fromField = idempotencyKeyOf(request(), 'contact', { [IDEMPOTENCY_FIELD]: 'k-1', ...fields }, null);
    expect(reordered).toEqual(fromHeader);
    expect(fromField).toEqual(fromHeader);
  });

  it('differs with the route, the key or the fields', () => {
    const base = idempotencyKeyOf(request({ 'idempotency-key': 'k-1' }), 'contact', { a: '1' }, null)!.hash;
    expect(idempotencyKeyOf(request({ 'idempotency-key': 'k-1' }), 'donation', { a: '1' }, null)!.hash).not.toBe(base);
    expect(idempotencyKeyOf(request({ 'idempotency-key': 'k-2' }), 'contact', { a: '1' }, null)!.hash).not.toBe(base);
    expect(idempotencyKeyOf(request({ 'idempotency-key': 'k-1' }), 'contact', { a: '2' }, null)!.hash).not.toBe(base);
  });

  it('belongs to its caller: another account, or nobody signed in, has a key of its own', () => {
    const keyed = request({ 'idempotency-key': 'k-1' });
    const post = (caller: { id: number } | null) => idempotencyKeyOf(keyed, 'booking', { a: '1' }, caller)!.hash;
    expect(post({ id: 7 })).toBe(post({ id: 7 }));
    expect(post({ id: 8 })).not.toBe(post({ id: 7 }));
    expect(post(null)).not.toBe(post({ id: 7 }));
  });

  it('is absent when none was sent, and refused (400) when it is not 1 to 255 visible characters', () => {
    expect(idempotencyKeyOf(request(), 'contact', { a: '1' }, null)).toBeUndefined();
    expect(idempotencyKeyOf(request(), 'contact', { [IDEMPOTENCY_FIELD]: '' }, null)).toBeUndefined();
    for (const bad of ['has space', 'x'.repeat(256), 'తెలుగు']) {
      const refusal = (() => {
        try {
          idempotencyKeyOf(request(), 'contact', { [IDEMPOTENCY_FIELD]: bad }, null);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(RequestError);
      expect(refusal).toMatchObject({ status: 400, message: 'idempotency.badKey' });
    }
  });

  it('a form keeps the token it came back with, and a new form gets a new one', () => {
    expect(formToken({ [IDEMPOTENCY_FIELD]: 'kept-token' })).toBe('kept-token');
    expect(formToken()).not.toBe(formToken());
    expect(formToken({ [IDEMPOTENCY_FIELD]: 'not valid' })).not.toBe('not valid');
  });
});
