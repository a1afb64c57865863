import { describe, expect, it } from 'vitest';
import { bodyMessages, isFormPost, proxyRefusal, readBody, readLimitedForm, readRawBody, TooLarge } from './body.ts';
import type { RequestError } from './errors.ts';

/** The edges of the body reader: the limit to the byte, the types it takes, what JSON it accepts. */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: RequestError) => ({ status: e.status, message: e.message, vars: e.vars }),
  );

/** A body streamed without a length, so only the counting can stop it. */
const streamed = (bytes: Uint8Array, type = 'application/octet-stream') =>
  new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

const post = (body: BodyInit, type: string) =>
  new Request('http://localhost/', { method: 'POST', headers: { 'content-type': type }, body });

describe('the limit, to the byte', () => {
  it('takes a body of exactly the limit, declared or streamed, and refuses one byte more', async () => {
    expect((await readRawBody(post(new Uint8Array(100), 'x/y'), 100)).byteLength).toBe(100);
    expect((await readRawBody(streamed(new Uint8Array(100)), 100)).byteLength).toBe(100);
    expect(await refusal(readRawBody(streamed(new Uint8Array(101)), 100))).toEqual({
      status: 413,
      message: bodyMessages.tooLarge,
      vars: { size: '0 KB' },
    });
    const json = new TextEncoder().encode(`{"a":"${'x'.repeat(92)}"}`);
    expect(json.byteLength).toBe(100);
    expect(await readBody(streamed(json, 'application/json'), 100)).toEqual({
      fields: { a: 'x'.repeat(92) },
      files: {},
    });
    expect(await refusal(readBody(post(new Uint8Array(101), 'application/json'), 100))).toMatchObject({ status: 413 });
  });

  it('a form streamed past its limit is TooLarge, and answered 413', async () => {
    const form = new TextEncoder().encode(`a=${'x'.repeat(200)}`);
    await expect(readLimitedForm(streamed(form, 'application/x-www-form-urlencoded'), 100)).rejects.toBeInstanceOf(
      TooLarge,
    );
    expect(await refusal(readBody(streamed(form, 'application/x-www-form-urlencoded'), 100))).toMatchObject({
      status: 413,
    });
  });

  it('a body that breaks off is unreadable, not too large', async () => {
    const broken = new Request('http://localhost/', {
      method: 'POST',
      body: new ReadableStream({ pull: (controller) => controller.error(new Error('reset')) }),
      duplex: 'half',
    } as RequestInit);
    expect(await refusal(readRawBody(broken))).toMatchObject({ status: 400, message: bodyMessages.unreadable });
    const form = 'multipart/form-data; boundary=x';
    expect(await refusal(readBody(post('not a multipart body', form)))).toMatchObject({
      status: 400,
      message: bodyMessages.unreadable,
    });
  });
});

describe("nginx's refusal", () => {
  it('names its limit in KB or MB, in either case, and nothing else', () => {
    expect(proxyRefusal(new Headers({ 'x-body-refused': '17m' }))?.vars).toEqual({ size: '17 MB' });
    expect(proxyRefusal(new Headers({ 'x-body-refused': '128K' }))?.vars).toEqual({ size: '128 KB' });
    for (const value of ['x17m', '17mb', '17', 'm'])
      expect(proxyRefusal(new Headers({ 'x-body-refused': value })), value).toBeNull();
  });
});

describe('types and JSON', () => {
  it(
    'reads JSON and forms by their type, ' +
      'in any case and with parameters, ' +
      'and nothing that merely ends like them',
    async () => {
      expect((await readBody(post('{"a":1}', 'Application/JSON; charset=utf-8'))).fields).toEqual({ a: 1 });
      expect((await readBody(post('a=1', 'application/x-www-form-urlencoded; charset=utf-8'))).fields).toEqual({
        a: '1',
      });
      expect(await refusal(readBody(post('{"a":1}', 'text/x-application/json')))).toMatchObject({ status: 415 });
      expect(isFormPost(post('a=1', 'Application/X-WWW-Form-Urlencoded'))).toBe(true);
      expect(isFormPost(post('{}', 'application/json'))).toBe(false);
    },
  );

  it('a body of only spaces is no fields', async () => {
    expect(await readBody(post('  \n ', 'text/plain'))).toEqual({ fields: {}, files: {} });
  });

  it('JSON that is not one object is refused', async () => {
    for (const text of ['null', '5', '"a"', '[1]', 'false'])
      expect(await refusal(readBody(post(text, 'application/json'))), text).toMatchObject({
        status: 400,
        message: bodyMessages.notObject,
      });
  });

  it('JSON with a byte that is not UTF-8 is refused, not read with a replacement character', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"a":"'), 0xff, ...new TextEncoder().encode('"}')]);
    expect(await refusal(readBody(post(bytes, 'application/json')))).toMatchObject({
      status: 400,
      message: bodyMessages.notJson,
    });
  });
});
