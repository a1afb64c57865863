import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { startSmtp } from '../support/smtp.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { mimePart } from '../support/mime.ts';
import { onlyEvent, parseStrictIcs } from '../support/strict-ics.ts';
import { formatOnDay, formatWeekday } from '#src/i18n/dates.ts';
import { stars } from '#src/i18n/names.ts';

/**
 * What a devotee who booked in Telugu reads back: the booking's page, its e-mails and its
 * calendar entry give dates as whole Telugu phrases, times by the part of the day, and stars,
 * rasis and states by their Telugu names, though the booking stores them in English.
 */
let server: RunningServer;
let http: ReturnType<typeof client>;
let admin: TestAccount;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let pujaId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0.5' } });
  await setHoldLimits(server);
  http = client(server.url);
  admin = await createUser(server, { role: 'Admin' });
  const everyDay = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), '18:30']));
  const created = await http.json('POST', '/api/pujas', testPuja('telugu-reader', { startTimes: everyDay }), {
    authorization: `Bearer ${admin.token}`,
  });
  pujaId = ((await created.json()) as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const devotees = [{ name: 'సీత', gotram: 'భారద్వాజ', nakshatram: 'Purva Phalguni', rasi: 'Simha' }];
const prasadam = {
  address: '12-3 ఆలయ వీధి',
  town: 'ఒంగోలు',
  district: 'ప్రకాశం',
  state: 'Andhra Pradesh',
  pin: '523002',
};

/** Text a reader sees or hears: no links (a key may hold any letters), no markup. */
const readable = (text: string) =>
  text
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');

/** What must never reach a Telugu reader: an English clock, an English month or English star, rasi and state names. */
function expectTeluguOnly(text: string) {
  const shown = readable(text);
  expect(shown).not.toMatch(/\b(AM|PM|am|pm)\b/);
  expect(shown).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/);
  for (const name of [...stars.en, 'Simha', 'Andhra Pradesh']) expect(shown).not.toContain(name);
  // A case ending glued to a date broke words ("శనిన"): every date is a whole phrase.
  expect(shown).not.toMatch(/\d{4}న|నాడున/);
}

async function bookInTelugu(email: string, more: Record<string, unknown>) {
  const response = await http.json(
    'POST',
    '/api/bookings?lang=te',
    bookingBody(pujaId, dayAhead(5), { email, devotees, ...more }),
  );
  expect(response.status).toBe(201);
  const { reference, page } = (await response.json()) as { reference: string; page: string };
  return { reference, key: new URL(page, server.url).searchParams.get('key')! };
}

describe('a booking made in Telugu', () => {
  it('reads back in Telugu on its page, in its e-mails and in its calendar entry', async () => {
    const day = dayAhead(5);
    const email = 'sita-telugu@example.org';
    const { reference, key } = await bookInTelugu(email, { prasadam });

    const booked = await smtp.nextFor(email);
    expect(booked.text).toContain(`${formatOnDay(day, 'te')} పరీక్ష హోమం బుక్ చేసినందుకు`);
    expect(formatOnDay(day, 'te')).toMatch(/^[\u0C00-\u0C7F]+వారం, \d{2}\/\d{2}\/\d{4} నాడు$/);
    expect(booked.text).toMatch(
      /\d{2}\/\d{2}\/\d{4}, (ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి) \d{1,2}:\d{2} \(భారత కాలమానం\) వరకు మీ స్థానం/,
    );
    expect(booked.text).toContain('సీత (భారద్వాజ, పుబ్బ, సింహం)');
    expectTeluguOnly(booked.text);

    const page = await (await http.get(`/te/booking/${reference}?key=${key}`)).text();
    expect(page).toContain(formatWeekday(day, 'te'));
    expect(page).toContain('సీత, భారద్వాజ, పుబ్బ, సింహం');
    expect(page).toContain('ప్రకాశం, ఆంధ్రప్రదేశ్, 523002');
    const until = String.raw`\d{2}/\d{2}/\d{4}, (ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి) \d{1,2}:\d{2} \(భారత కాలమానం\)`;
    expect(page).toMatch(new RegExp(`మీ స్థానం ${until} వరకు`));
    expectTeluguOnly(/<main[\s\S]*<\/main>/.exec(page)![0]);

    const seen = smtp.received.length;
    expect(
      (await http.json('POST', `/api/bookings/${reference}/confirm`, {}, { authorization: `Bearer ${admin.token}` }))
        .status,
    ).toBe(200);
    const confirmed = await smtp.nextFor(email, seen);
    const body = mimePart(confirmed.raw, 'text/plain');
    expect(body).toContain(`${formatOnDay(day, 'te')} పరీక్ష హోమం కోసం మీ బుకింగ్‌ను నిర్ధారించాము.`);
    expect(body).toContain('సీత (భారద్వాజ, పుబ్బ, సింహం)');
    expectTeluguOnly(body);

    const event = onlyEvent(parseStrictIcs(mimePart(confirmed.raw, 'text/calendar')));
    expect(event.getFirstPropertyValue('summary')).toBe('పరీక్ష హోమం');
    expect(event.getFirstPropertyValue('description')).toBe('భక్తులు:\nసీత (భారద్వాజ, పుబ్బ, సింహం)');

    const after = await (await http.get(`/te/booking/${reference}?key=${key}`)).text();
    expectTeluguOnly(/<main[\s\S]*<\/main>/.exec(after)![0]);
  });

  it('tells an in-person devotee when the puja begins by the part of the day, India time said once', async () => {
    const email = 'rama-telugu@example.org';
    await bookInTelugu(email, { attendance: 'in-person' });
    const booked = await smtp.nextFor(email);
    expect(booked.text).toContain('పూజ ప్రారంభ సమయం: సాయంత్రం 6:30 (భారత కాలమానం). కొంచెం ముందుగా రండి.');
    expect(booked.text).not.toContain('(భారత కాలమానం) (భారత కాలమానం)');
    expectTeluguOnly(booked.text);
  });

  it('is listed and printed for the Telugu office in Telugu: puja, day, star, rasi and state', async () => {
    const day = dayAhead(5);
    const email = 'office-telugu@example.org';
    const { reference } = await bookInTelugu(email, { prasadam });
    const headers = { cookie: admin.cookie };
    expect(
      (await http.json('POST', `/api/bookings/${reference}/confirm`, {}, { authorization: `Bearer ${admin.token}` }))
        .status,
    ).toBe(200);
    const query = `from=${day}&to=${day}&puja=${pujaId}`;

    // React marks the seams between a text's parts with comments; the reader sees one line.
    const listed = (await (await http.get(`/te/admin/bookings?${query}`, headers)).text()).replace(/<!-- -->/g, '');
    expect(listed).toContain(`${formatWeekday(day, 'te')} · పరీక్ష హోమం`);
    expect(listed).toContain('సీత, భారద్వాజ, పుబ్బ, సింహం');
    expect(listed).toContain('ఆంధ్రప్రదేశ్');
    expect(listed).not.toContain('Test homam telugu-reader');
    // The priests' sheet opens in the office's language.
    expect(listed).toContain(`href="/te/admin/bookings/print?`);

    const printed = await (await http.get(`/te/admin/bookings/print?${query}`, headers)).text();
    const sheet = /<section class="print-sheet"[\s\S]*?<\/section>/.exec(printed)![0];
    expect(sheet).toContain(`పరీక్ష హోమం: ${formatWeekday(day, 'te')}`);
    expect(sheet).toContain('<td data-label="నక్షత్రం">పుబ్బ</td>');
    expect(sheet).toContain('<td data-label="రాశి">సింహం</td>');
    expectTeluguOnly(sheet.replace(/సీత|భారద్వాజ/g, ''));

    // The English office reads the same booking in English: the stored names.
    const english = (await (await http.get(`/admin/bookings?${query}`, headers)).text()).replace(/<!-- -->/g, '');
    expect(english).toContain('సీత, భారద్వాజ, Purva Phalguni, Simha');
    expect(english).toContain('href="/admin/bookings/print?');
  });
});
