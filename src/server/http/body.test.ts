import { describe, expect, it } from 'vitest';
import {
  bodyMessages,
  FORM_LIMIT,
  proxyRefusal,
  readBody,
  readFields,
  readLimitedForm,
  readRawBody,
  TooLarge,
} from './body.ts';
import { type RequestError } from './errors.ts';
import { z } from 'zod';
import { formInput } from '../forms/fit.ts';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: RequestError) => e,
  );

/** A body sent without a length, as chunks of `size` bytes, counting how many were pulled. */
function endless(size: number) {
  const seen = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.chunks++;
      controller.enqueue(new TextEncoder().encode('a'.repeat(size)));
    },
  });
  return { body, seen };
}

const streamed = (body: ReadableStream<Uint8Array>, type: string) =>
  new Request('http://x/', { method: 'POST', body, duplex: 'half', headers: { 'content-type': type } } as RequestInit);

describe('request bodies', () => {
  it('reads form fields and repeated file parts', async () => {
    const form = new FormData();
    form.append('title', 'Ugadi');
    form.append('images', new File([new Uint8Array([1])], 'a.jpg'));
    form.append('images', new File([new Uint8Array([2])], 'b.jpg'));
    const body = await readBody(new Request('http://x/', { method: 'POST', body: form }), 1000);
    expect(body.fields).toEqual({ title: 'Ugadi' });
    expect(body.files.images).toHaveLength(2);
  });

  it('keeps every value of a repeated field, in order, urlencoded or multipart', async () => {
    const urlencoded = new Request('http://x/', {
      method: 'POST',
      body: 'weekdays=1&weekdays=3&weekdays=5&title=Ugadi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await readBody(urlencoded, 1000)).fields).toEqual({ weekdays: ['1', '3', '5'], title: 'Ugadi' });
    const form = new FormData();
    for (const day of ['1', '3', '5']) form.append('weekdays', day);
    form.append('devotees.0.name', 'Sita');
    const multipart = await readBody(new Request('http://x/', { method: 'POST', body: form }), 1000);
    expect(multipart.fields).toEqual({ weekdays: ['1', '3', '5'], 'devotees.0.name': 'Sita' });
  });

  it('gives a schema a list or one value as it declares, and nested names as objects', async () => {
    const schema = z.object({
      weekdays: z.array(z.coerce.number().int().min(0).max(6)),
      title: z.string(),
      devotees: z.array(z.object({ name: z.string() })),
    });
    const post = (body: string) =>
      readFields(
        new Request('http://x/', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    const all = await post('weekdays=1&weekdays=3&weekdays=5&title=a&title=b&devotees.0.name=Sita');
    expect(schema.parse(formInput(schema, all))).toEqual({
      weekdays: [1, 3, 5],
      title: 'b',
      devotees: [{ name: 'Sita' }],
    });
    const one = await post('weekdays=2&title=a&devotees.0.name=Sita');
    expect(schema.parse(formInput(schema, one)).weekdays).toEqual([2]);
  });

  it('refuses a declared length over the limit before reading, bad JSON, and other types', async () => {
    const big = new Request('http://x/', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': String(5 * 1024 * 1024), 'content-type': 'application/json' },
    });
    const tooLarge = await refusal(readBody(big, 1024 * 1024));
    expect(tooLarge?.status).toBe(413);
    expect(tooLarge?.message).toBe(bodyMessages.tooLarge);
    expect(tooLarge?.vars).toEqual({ size: '1 MB' });
    const json = (body: string) =>
      new Request('http://x/', { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
    expect((await refusal(readBody(json('{"title":'), 1000)))?.message).toBe(bodyMessages.notJson);
    expect((await refusal(readBody(json('[1]'), 1000)))?.message).toBe(bodyMessages.notObject);
    expect((await readBody(json('{"title":"x"}'), 1000)).fields).toEqual({ title: 'x' });
    const text = new Request('http://x/', { method: 'POST', body: 'hi', headers: { 'content-type': 'text/plain' } });
    expect((await refusal(readBody(text, 1000)))?.status).toBe(415);
  });

  it('reads a request without a body as no fields, so the schema names what is missing', async () => {
    expect(await readFields(new Request('http://x/', { method: 'POST' }))).toEqual({});
  });

  it('refuses bytes that are not UTF-8 as unreadable', async () => {
    const bad = new Request('http://x/', {
      method: 'POST',
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect((await refusal(readBody(bad)))?.status).toBe(400);
  });

  it.each(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=b', 'text/plain'])(
    'stops a %s body sent without a length once it passes the small limit',
    async (type) => {
      const { body, seen } = endless(4096);
      const refused = await refusal(readBody(streamed(body, type)));
      expect(refused?.status).toBe(413);
      // Within a few chunks of 64 KB: the rest is never pulled.
      expect(seen.chunks * 4096).toBeLessThan(FORM_LIMIT + 5 * 4096);
    },
  );

  it('gives the raw bytes of a small body, and refuses a large one', async () => {
    const bytes = new TextEncoder().encode('{"event":"payment.captured"}');
    expect(await readRawBody(new Request('http://x/', { method: 'POST', body: bytes }))).toEqual(bytes);
    const { body } = endless(8192);
    expect((await refusal(readRawBody(streamed(body, 'application/json'))))?.status).toBe(413);
  });
});

describe('readLimitedForm', () => {
  it('refuses a declared length over the limit without reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const request = new Request('http://x/', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-length': '999', 'content-type': 'multipart/form-data; boundary=b' },
    } as RequestInit);
    await expect(readLimitedForm(request, 100)).rejects.toBeInstanceOf(TooLarge);
    expect(pulled).toBe(false);
  });

  it('stops a body without a length once it passes the limit', async () => {
    const { body, seen } = endless(64);
    await expect(readLimitedForm(streamed(body, 'multipart/form-data; boundary=b'), 1000)).rejects.toBeInstanceOf(
      TooLarge,
    );
    expect(seen.chunks).toBeLessThan(40);
  });
});

describe('proxyRefusal', () => {
  it('names the limit nginx refused a body at, as the site names its own', () => {
    const refusal = proxyRefusal(new Headers({ 'x-body-refused': '17m' }));
    expect(refusal?.status).toBe(413);
    expect(refusal?.message).toBe(bodyMessages.tooLarge);
    expect(refusal?.vars).toEqual({ size: '17 MB' });
    expect(proxyRefusal(new Headers({ 'x-body-refused': '128k' }))?.vars).toEqual({ size: '128 KB' });
  });

  it('is nothing for a request nginx let through, or a header that names no limit', () => {
    expect(proxyRefusal(new Headers())).toBeNull();
    expect(proxyRefusal(new Headers({ 'x-body-refused': 'yes' }))).toBeNull();
  });
});
