import { describe, expect, it } from 'vitest';
import { bodyMessages, readBody, readLimitedForm, TooLarge } from './body.ts';
import { RequestError } from './errors.ts';

const refusal = (p: Promise<unknown>) => p.then(() => null, (e: RequestError) => e);

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

  it('refuses a declared length over the limit before reading, bad JSON, and other types', async () => {
    const big = new Request('http://x/', { method: 'POST', body: 'x'.repeat(10), headers: { 'content-length': String(5 * 1024 * 1024), 'content-type': 'application/json' } });
    const tooLarge = await refusal(readBody(big, 1024 * 1024));
    expect(tooLarge?.status).toBe(413);
    expect(tooLarge?.message).toBe(bodyMessages.tooLarge(1));
    const json = (body: string) => new Request('http://x/', { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
    expect((await refusal(readBody(json('{"title":'), 1000)))?.message).toBe(bodyMessages.notJson);
    expect((await refusal(readBody(json('[1]'), 1000)))?.message).toBe(bodyMessages.notObject);
    expect((await readBody(json('{"title":"x"}'), 1000)).fields).toEqual({ title: 'x' });
    const text = new Request('http://x/', { method: 'POST', body: 'hi', headers: { 'content-type': 'text/plain' } });
    expect((await refusal(readBody(text, 1000)))?.status).toBe(415);
  });
});

describe('readLimitedForm', () => {
  it('refuses a declared length over the limit without reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const request = new Request('http://x/', { method: 'POST', body, duplex: 'half', headers: { 'content-length': '999', 'content-type': 'multipart/form-data; boundary=b' } } as RequestInit);
    await expect(readLimitedForm(request, 100)).rejects.toBeInstanceOf(TooLarge);
    expect(pulled).toBe(false);
  });

  it('stops a body without a length once it passes the limit', async () => {
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunks++;
        controller.enqueue(new Uint8Array(64));
      },
    });
    const request = new Request('http://x/', { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'multipart/form-data; boundary=b' } } as RequestInit);
    await expect(readLimitedForm(request, 1000)).rejects.toBeInstanceOf(TooLarge);
    expect(chunks).toBeLessThan(40);
  });
});
