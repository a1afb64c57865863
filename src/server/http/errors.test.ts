import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { answer, errorResponse, invalidInput, json, parseWith, RequestError, REQUIRED_MESSAGE } from './errors.ts';

/** A translator that shows which key and values it was asked for. */
const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);
const schema = z.object({ name: z.string().min(3), age: z.number().max(120) });

describe('refusals of input', () => {
  it('a value sent wrong is a 400 led by the first field, with its limit', () => {
    const error = invalidInput(schema.safeParse({ name: 'ab', age: 200 }).error!, { name: 'ab', age: 200 });
    expect(error).toMatchObject({
      status: 400,
      message: 'validation.tooShort',
      vars: { min: 3 },
      fields: { name: { key: 'validation.tooShort', vars: { min: 3 } }, age: { key: 'validation.tooBig' } },
    });
  });

  it('a field not sent at all gives the form its own message, when it has one', () => {
    const input = { name: 'Ravi' };
    const error = schema.safeParse(input).error!;
    expect(invalidInput(error, input, 'form.missing')).toMatchObject({ status: 400, message: 'form.missing' });
    expect(invalidInput(error, input).message).toBe('validation.required');
    // Sent wrong, not missing: the field's message even where the form has one for missing fields.
    expect(
      invalidInput(schema.safeParse({ ...input, age: 200 }).error!, { ...input, age: 200 }, 'form.missing').message,
    ).toBe('validation.tooBig');
  });
});

describe('answers', () => {
  it('json is UTF-8 JSON with the status and headers given', async () => {
    const res = json({ a: 'అ' }, 201, { 'cache-control': 'no-cache' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ a: 'అ' });
    expect(json({}).status).toBe(200);
  });

  it("a refusal answers its status, its headers and its message and fields in the caller's words", async () => {
    const refused = new RequestError(
      405,
      'error.method',
      { name: { key: 'validation.tooShort', vars: { min: 3 } } },
      { method: 'PUT' },
      { allow: 'GET' },
    );
    const res = errorResponse(refused, t);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toEqual({
      message: 'error.method {"method":"PUT"}',
      fields: { name: 'validation.tooShort {"min":3}' },
    });
    expect(await errorResponse(new RequestError(409, 'x'), t).json()).toEqual({ message: 'x', fields: {} });
  });

  it('anything unexpected is a 500 that says nothing of it', async () => {
    const res = errorResponse(new Error('secret detail'), t);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'error.api.unexpected', fields: {} });
  });

  it(
    "answer gives the work's response, " +
      'a refusal as JSON, ' +
      "and leaves the database's absence to the middleware",
    async () => {
      expect((await answer(async () => json({ ok: true }, 201), t)).status).toBe(201);
      const refused = await answer(async () => {
        throw new RequestError(404, 'record.missing');
      }, t);
      expect([refused.status, await refused.json()]).toEqual([404, { message: 'record.missing', fields: {} }]);
      const away = new DatabaseUnavailable('ECONNREFUSED');
      await expect(
        answer(async () => {
          throw away;
        }, t),
      ).rejects.toBe(away);
    },
  );
});

const recordSchema = z.object({ title: z.string().min(1, 'record.title.required'), place: z.string() });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as RequestError;
  }
  throw new Error('parseWith accepted what its schema refuses');
};

describe('parseWith', () => {
  it('leads with the first field’s own message when the caller names no message for a missing field', () => {
    const error = refusal(() => parseWith(recordSchema, { place: 'Ongole' }));
    expect(error).toBeInstanceOf(RequestError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('validation.required');
    expect(Object.keys(error.fields ?? {})).toEqual(['title']);
  });

  it('answers the message the caller names when a field was not sent at all', () => {
    expect(refusal(() => parseWith(recordSchema, { place: 'Ongole' }, REQUIRED_MESSAGE)).message).toBe(
      REQUIRED_MESSAGE,
    );
    // Sent but wrong is not missing: the field's own message stays in front.
    expect(refusal(() => parseWith(recordSchema, { title: '', place: 'x' }, REQUIRED_MESSAGE)).message).toBe(
      'record.title.required',
    );
  });
});
