import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createT } from '#src/i18n/index.ts';
import { RequestError } from '../http/errors.ts';
import { buttonOnly, pageForm } from './page-form.ts';

const post = (body: string, headers: Record<string, string> = {}) => ({
  request: new Request('http://x/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  }),
  locals: { t: createT('en') },
});

const schema = z.object({
  email: z.email(),
  password: z.string().min(8),
  weekdays: z.array(z.coerce.number()).default([]),
});

describe('a page form', () => {
  it('acts on the parsed input, a repeated field as its list', async () => {
    const result = await pageForm(post('email=a%40b.in&password=12345678&weekdays=1&weekdays=3'), {
      schema,
      invalid: 'form.error.fix',
      act: async (input) => input.weekdays,
    });
    expect(result).toMatchObject({ ok: true, value: [1, 3] });
  });

  it('comes back with what was typed (never a secret), each field’s message and the form’s notice', async () => {
    const result = await pageForm(post('email=not-an-address&password=short'), {
      schema,
      invalid: 'form.error.fix',
      secret: ['password'],
      act: () => Promise.reject(new Error('a refused form must not act')),
    });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      values: { email: 'not-an-address' },
      notice: { kind: 'error', text: 'Please correct the fields marked below and send again.' },
    });
    if (result.ok) return;
    expect(result.values).not.toHaveProperty('password');
    expect(result.errors.email).toBe('Please enter an e-mail address, such as name@example.org.');
    expect(result.errors.password).toMatch(/8/);
  });

  it('shows a refusal the work threw as the notice, with its status and field, keeping the values', async () => {
    const result = await pageForm(post('email=a%40b.in&password=12345678'), {
      schema,
      invalid: 'form.error.fix',
      act: () => Promise.reject(new RequestError(429, 'validation.required', { email: { key: 'validation.email' } })),
      refused: (text) => `Not sent. ${text}`,
    });
    expect(result).toMatchObject({
      ok: false,
      status: 429,
      values: { email: 'a@b.in', password: '12345678' },
      errors: { email: 'Please enter an e-mail address, such as name@example.org.' },
      notice: { kind: 'error', text: 'Not sent. Please fill in this field.' },
    });
  });

  it('answers a body too large to read as a notice, not a failure of the page', async () => {
    const result = await pageForm(post('email=a%40b.in', { 'content-length': String(1024 * 1024) }), {
      schema,
      invalid: 'form.error.fix',
      act: async () => 'done',
    });
    expect(result).toMatchObject({ ok: false, status: 413, values: {} });
    if (!result.ok) expect(result.notice.text).toMatch(/larger than 64 KB/);
  });

  it('gives the early answer without reading the form, and throws on a fault that is not a refusal', async () => {
    const early = await pageForm(post('website=spam'), {
      schema,
      invalid: 'form.error.fix',
      before: (fields) => (fields.website ? 'ignored' : undefined),
      act: async () => 'stored',
    });
    expect(early).toMatchObject({ ok: true, value: 'ignored' });
    await expect(
      pageForm(post('email=a%40b.in&password=12345678'), {
        schema,
        invalid: 'form.error.fix',
        act: () => Promise.reject(new Error('database gone')),
      }),
    ).rejects.toThrow('database gone');
  });

  it('takes the fields a page read already to tell its forms apart', async () => {
    const result = await pageForm(post(''), {
      fields: { intent: 'add', email: 'a@b.in', password: '12345678' },
      schema,
      invalid: 'form.error.fix',
      act: async (input) => input.email,
    });
    expect(result).toMatchObject({ ok: true, value: 'a@b.in' });
  });

  it('hands an upload form its files as sent, under the limit it names', async () => {
    const form = new FormData();
    form.set('email', 'a@b.in');
    form.set('password', '12345678');
    form.append('image', new File(['picture'], 'puja.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://x/', { method: 'POST', body: form });
    const result = await pageForm(
      { request, locals: { t: createT('en') } },
      {
        schema,
        invalid: 'form.error.fix',
        maxBytes: 1024 * 1024,
        act: async (_input, _fields, files) => `${files.image?.[0]?.name}: ${await files.image?.[0]?.text()}`,
      },
    );
    expect(result).toMatchObject({ ok: true, value: 'puja.jpg: picture' });
  });

  it('asks before the work until the form comes back with sure=yes', async () => {
    let done = 0;
    const form = {
      schema,
      invalid: 'form.error.fix',
      ask: (input: { email: string }) => `Remove ${input.email}?`,
      act: async () => `removed ${++done}`,
    };
    const asked = await pageForm(post('email=a%40b.in&password=12345678'), form);
    expect(asked).toMatchObject({ ok: true, value: 'Remove a@b.in?' });
    expect(done).toBe(0);
    const sure = await pageForm(post('email=a%40b.in&password=12345678&sure=yes'), form);
    expect(sure).toMatchObject({ ok: true, value: 'removed 1' });
    const unasked = await pageForm(post('email=a%40b.in&password=12345678'), { ...form, ask: () => undefined });
    expect(unasked).toMatchObject({ ok: true, value: 'removed 2' });
  });

  it('gives the refusal as dictionary keys too, and what the work noted for the form to show again', async () => {
    let noted: { rows: { name: string }[] } | undefined;
    const result = await pageForm(post('rows.0.name=Sita&version=7'), {
      schema: buttonOnly,
      invalid: 'form.error.fix',
      keep: () => noted,
      act: async (_input, fields) => {
        noted = { rows: [{ name: String(fields['rows.0.name']) }] };
        throw new RequestError(409, 'settings.conflict', { 'rows.0.name': 'validation.required' }, { section: 'x' });
      },
    });
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      kept: { rows: [{ name: 'Sita' }] },
      messages: {
        notice: { key: 'settings.conflict', vars: { section: 'x' } },
        errors: { 'rows.0.name': { key: 'validation.required' } },
      },
      errors: { 'rows.0.name': 'Please fill in this field.' },
    });
  });

  it('says a body it could not read in the form’s own words, keeping nothing the work never saw', async () => {
    const result = await pageForm(post('email=a%40b.in', { 'content-length': String(1024 * 1024) }), {
      schema,
      invalid: 'form.error.fix',
      unread: (error) => ({ key: 'validation.tooBig', vars: { max: error.status } }),
      keep: () => 'never asked',
      act: async () => 'done',
    });
    expect(result).toMatchObject({ ok: false, status: 413, kept: undefined });
    if (result.ok) return;
    expect(result.messages.notice).toEqual({ key: 'validation.tooBig', vars: { max: 413 } });
    expect(result.notice.text).toContain('413');
  });

  it('names the schema’s refusal by its notice’s key, or by the first field’s message', async () => {
    const named = await pageForm(post('email=nope&password=12345678'), {
      schema,
      invalid: 'form.error.fix',
      act: async () => 0,
    });
    expect(named).toMatchObject({ ok: false, messages: { notice: { key: 'form.error.fix' } } });
    const made = await pageForm(post('email=nope&password=12345678'), {
      schema,
      invalid: (errors) => `Fix: ${errors.email}`,
      act: async () => 0,
    });
    expect(made).toMatchObject({ ok: false, messages: { notice: { key: 'validation.email' } } });
    if (!made.ok) expect(made.notice.text).toMatch(/^Fix: Please enter an e-mail/);
  });
});
