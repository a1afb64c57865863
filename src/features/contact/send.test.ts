import { describe, expect, it } from 'vitest';
import { sendInquiry, type SendMessages } from './send.ts';
import en from './i18n/en.json' with { type: 'json' };

// The form's texts, as the English dictionary gives them.
const messages: SendMessages = {
  sent: en['contact.sent'],
  unexpected: en['form.error.unexpected'],
  fix: en['form.error.fix'],
  server: en['form.error.server'],
  serverOther: en['form.error.serverOther'],
  offline: en['form.error.offline'],
};

const answering =
  (status: number, body?: unknown): typeof fetch =>
  async () =>
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status });
const send = (fetcher: typeof fetch) => sendInquiry('/api/contact', { firstName: 'Sita' }, messages, fetcher);

describe('what the contact form shows for each answer', () => {
  it('201: the success text', async () => {
    expect(await send(answering(201, { message: 'ignored' }))).toEqual({
      sent: true,
      tone: 'success',
      text: 'Contact details sent successfully!',
      errors: {},
    });
  });

  it("400: the server's message as a warning, with its message for each field", async () => {
    const body = {
      message: 'Name must be at least 3 letters',
      fields: { firstName: 'Name must be at least 3 letters', phoneNumber: 'Phone number must contain 10 digits' },
    };
    expect(await send(answering(400, body))).toEqual({
      sent: false,
      tone: 'warning',
      text: 'Name must be at least 3 letters',
      errors: body.fields,
    });
  });

  it("500: 'Internal server error. Please try again later.', whatever the body", async () => {
    expect(await send(answering(500, { message: 'stack trace' }))).toMatchObject({
      tone: 'error',
      text: 'Internal server error. Please try again later.',
    });
    expect(await send(answering(500, '<html>oops</html>'))).toMatchObject({
      text: 'Internal server error. Please try again later.',
    });
  });

  it("another failure: the server's message, else 'Server error occurred'", async () => {
    expect(await send(answering(429, { message: 'Too many messages from your connection.' }))).toMatchObject({
      tone: 'error',
      text: 'Too many messages from your connection.',
    });
    expect(await send(answering(502, '<html>Bad Gateway</html>'))).toMatchObject({
      tone: 'error',
      text: 'Server error occurred',
    });
    expect(await send(answering(403, {}))).toMatchObject({ text: 'Server error occurred' });
  });

  it("another success: the server's message, else 'Something unexpected happened.', as a warning", async () => {
    expect(await send(answering(200, {}))).toMatchObject({
      sent: false,
      tone: 'warning',
      text: 'Something unexpected happened.',
    });
  });

  it("no answer at all: 'Unable to submit the form. Please check your internet.'", async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await send(offline)).toEqual({
      sent: false,
      tone: 'error',
      text: 'Unable to submit the form. Please check your internet.',
      errors: {},
    });
  });

  it('sends the fields as JSON to the given address', async () => {
    let seen: { url: string; init?: RequestInit } | undefined;
    await sendInquiry('/te/api/contact', { firstName: 'Sita', website: '' }, messages, async (url, init) => {
      seen = { url: String(url), init };
      return new Response('{}', { status: 201 });
    });
    expect(seen?.url).toBe('/te/api/contact');
    expect(seen?.init?.method).toBe('POST');
    expect(JSON.parse(String(seen?.init?.body))).toEqual({ firstName: 'Sita', website: '' });
  });
});
