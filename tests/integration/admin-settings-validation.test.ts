import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { mp4File, photoFile, settingsScreen, text } from '../support/settings.ts';

/** Every wrong shape of every settings field gets its own message, by the field, in both languages. */
let server: RunningServer;
let admin: TestAccount;
let screen: ReturnType<typeof settingsScreen>;

beforeAll(async () => {
  server = await startServer();
  admin = await createUser(server, { role: 'Admin' });
  screen = settingsScreen(server.url, admin);
});
afterAll(() => server?.stop());

const identity = { 'name.en': 'Sri Sample Peetam', 'name.te': '', 'tagline.en': 'Tagline', 'tagline.te': '' };
const contacts = {
  'ashramAddress.en': 'Ashram',
  'ashramAddress.te': '',
  'officeAddress.en': 'Office',
  'officeAddress.te': '',
  'phones.0': '9876543210',
  'phones.1': '9876543211',
  'emails.0': 'a@example.org',
  'emails.1': 'b@example.org',
  'officeHours.en': 'Daily',
  'officeHours.te': '',
  website: 'https://example.org',
  'social.instagram': 'https://www.instagram.com/x',
  'social.facebook': 'https://www.facebook.com/x',
  'social.youtube': 'https://www.youtube.com/@x',
  'social.telegram': 'https://t.me/x',
  chatLink: 'https://wa.me/919876543210',
};
const payment = { upiId: 'peetam@sbi', payeeName: 'Peetam Trust', trustPan: 'AAATS1234A', registration80G: '' };

/** The message shown under a field: the error paragraph tied to its input. */
const messageOf = (html: string, id: string) => text(new RegExp(`id="${id}-error">([^<]*)<`).exec(html)?.[1] ?? '');

describe('identity', () => {
  it('refuses a blank or overlong name, keeps what was typed and sums the problems up', async () => {
    const result = await screen.post('identity', {
      ...identity,
      'name.en': '',
      'tagline.en': 'x'.repeat(201),
      'tagline.te': 'నా నినాదం',
    });
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'identity-name-en')).toBe('Please fill in this field.');
    expect(messageOf(result.html, 'identity-tagline-en')).toBe('Please keep this to at most 200 characters.');
    expect(text(result.html)).toContain(
      'Identity was not saved. Please correct the fields marked below, then save again.',
    );
    expect(result.html).toContain('Please fix these:');
    expect(result.html).toContain('href="#identity-name-en"');
    expect(result.html).toContain('value="నా నినాదం"');
  });

  it('says it in Telugu on the Telugu screen', async () => {
    const result = await screen.post('identity', { ...identity, 'name.en': '' }, { lang: 'te' });
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'identity-name-en')).toBe('దయచేసి ఈ ఖాళీని నింపండి.');
  });
});

describe('contacts', () => {
  const cases: Array<[string, string, string]> = [
    ['phones.0', '12345', 'Please enter a phone number of 10 digits, such as 98765 43210 (+91 or 0 in front is fine).'],
    [
      'phones.1',
      '+1 555 123 4567',
      'Please enter a phone number of 10 digits, such as 98765 43210 (+91 or 0 in front is fine).',
    ],
    ['emails.0', 'not-an-address', 'Please enter an e-mail address, such as name@example.org.'],
    ['website', 'peetam dot org', 'Please enter a full web address starting with https://.'],
    [
      'social.instagram',
      'https://www.facebook.com/x',
      'Please enter an Instagram address, such as https://www.instagram.com/yourpage.',
    ],
    [
      'social.facebook',
      'https://instagram.com/x',
      'Please enter a Facebook address, such as https://www.facebook.com/yourpage.',
    ],
    [
      'social.youtube',
      'https://vimeo.com/x',
      'Please enter a YouTube address, such as https://www.youtube.com/@yourchannel.',
    ],
    [
      'social.telegram',
      'https://t.me.evil.example/x',
      'Please enter a Telegram address, such as https://t.me/yourchannel.',
    ],
    ['chatLink', 'https://t.me/x', 'Please enter a WhatsApp chat link, such as https://wa.me/919876543210.'],
    ['ashramAddress.en', '', 'Please fill in this field.'],
  ];
  it.each(cases)('%s = %j', async (field, value, message) => {
    const result = await screen.post('contacts', { ...contacts, [field]: value });
    expect(result.status).toBe(400);
    expect(messageOf(result.html, `contacts-${field.replace(/\./g, '-')}`)).toBe(message);
  });

  it('gives the phone message in Telugu', async () => {
    const result = await screen.post('contacts', { ...contacts, 'phones.0': '12345' }, { lang: 'te' });
    expect(messageOf(result.html, 'contacts-phones-0')).toBe(
      'దయచేసి 10 అంకెల ఫోన్ నంబర్ రాయండి, ఉదాహరణకు 98765 43210 (ముందు +91 లేదా 0 ఉన్నా సరే).',
    );
  });
});

describe('payment identity', () => {
  const cases: Array<[string, string, string]> = [
    ['upiId', 'peetam', 'Please enter a UPI ID of the form name@bank, such as peetam@sbi.'],
    ['upiId', 'peetam@', 'Please enter a UPI ID of the form name@bank, such as peetam@sbi.'],
    ['trustPan', 'ABC123', 'Please enter a PAN of 5 letters, 4 digits and a letter, such as AAATS1234A.'],
    ['trustPan', 'AAATS12345', 'Please enter a PAN of 5 letters, 4 digits and a letter, such as AAATS1234A.'],
    ['payeeName', 'ab', 'Please enter at least 3 characters.'],
    ['registration80G', 'x'.repeat(101), 'Please keep this to at most 100 characters.'],
  ];
  it.each(cases)('%s = %j', async (field, value, message) => {
    const result = await screen.post('payment', { ...payment, [field]: value });
    expect(result.status).toBe(400);
    expect(messageOf(result.html, `payment-${field}`)).toBe(message);
  });
});

describe('about', () => {
  const about = {
    'peetam.en': 'Peetam',
    'peetam.te': '',
    peetamImage: 'peetam-emblem',
    heroImage: 'about-banner',
    'familyHistory.en': 'One.',
    'familyHistory.te': 'ఒకటి.\n\nరెండు.',
    'spiritualJourney.en': '',
    'spiritualJourney.te': '',
    'blurb.en': 'Blurb',
    'blurb.te': '',
  };
  it('refuses more Telugu paragraphs than English ones, and an empty biography section', async () => {
    const result = await screen.post('about', about);
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'about-familyHistory-te')).toBe(
      'The Telugu text has more paragraphs than the English. ' +
        'Give each Telugu paragraph its English one, with a blank line between paragraphs.',
    );
    expect(messageOf(result.html, 'about-spiritualJourney-en')).toBe('Please fill in this field.');
  });
});

describe('pictures', () => {
  const founder = {
    portrait: 'founder-portrait',
    'name.en': 'Swamy',
    'name.te': '',
    'headline.en': 'Head',
    'headline.te': '',
    'verse.en': 'Verse',
    'verse.te': '',
  };
  it('refuses a picture from another site', async () => {
    const result = await screen.post('founder', { ...founder, portrait: 'https://elsewhere.example/face.jpg' });
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'founder-portrait')).toBe(
      "This picture is not one of the site's own. Please choose a photo file instead.",
    );
  });

  it('refuses a photo that is too small, and a file that is not a photo', async () => {
    const small = await screen.post('founder', founder, {
      files: { 'portrait.file': await photoFile('tiny.png', 100, 100) },
    });
    expect(messageOf(small.html, 'founder-portrait')).toBe(
      'The photo must be at least 300 by 300 pixels. Please choose a larger one.',
    );
    const notPhoto = await screen.post('founder', founder, {
      files: { 'portrait.file': new File(['just words'], 'face.jpg', { type: 'image/jpeg' }) },
    });
    expect(messageOf(notPhoto.html, 'founder-portrait')).toBe(
      'This file is not a photo that can be read. Please choose a JPEG, PNG or WebP photo.',
    );
  });

  it('refuses a photo larger than 15 MB, keeping what was typed', async () => {
    const large = new File([new Uint8Array(16 * 1024 * 1024)], 'face.png', { type: 'image/png' });
    const result = await screen.post(
      'founder',
      { ...founder, 'name.en': 'Swamy typed' },
      { files: { 'portrait.file': large } },
    );
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'founder-portrait')).toBe(
      'The photo is larger than 15 MB. Please choose a smaller one.',
    );
    expect(result.html).toContain('value="Swamy typed"');
  });

  it('asks for a good photo again when another field sends the form back', async () => {
    const result = await screen.post(
      'founder',
      { ...founder, 'name.en': '' },
      { files: { 'portrait.file': await photoFile() } },
    );
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'founder-portrait')).toBe(
      'This photo was fine, but a form cannot keep files when it comes back: please choose it again.',
    );
    expect(result.html).toContain('name="portrait" value="founder-portrait"');
  });
});

describe('the construction carousel', () => {
  it('keeps at least one slide', async () => {
    const { html } = await screen.open();
    const fields: Record<string, string> = { slides: '5' };
    for (const m of html.matchAll(/name="(construction\.\d+\.[\w.]+)"[^>]*?value="([^"]*)"/g)) fields[m[1]!] = m[2]!;
    for (let i = 0; i < 5; i++) fields[`construction.${i}.remove`] = 'on';
    const result = await screen.post('carousel', fields);
    expect(result.status).toBe(400);
    expect(text(result.html)).toContain(
      "The carousel needs at least one slide. Untick 'Remove this slide' on one of them.",
    );
  });

  it('wants four photos on a new slide', async () => {
    const { html } = await screen.open();
    const fields: Record<string, string> = { slides: '5' };
    for (const m of html.matchAll(/name="(construction\.\d+\.[\w.]+)"[^>]*?value="([^"]*)"/g)) fields[m[1]!] = m[2]!;
    for (const m of html.matchAll(/name="(construction\.\d+\.[\w.]+)"[^>]*>([^<]*)<\/textarea>/g))
      fields[m[1]!] = m[2]!;
    const result = await screen.post('carousel', {
      ...fields,
      'construction.5.title.en': 'New slide',
      'construction.5.description.en': 'Words',
    });
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'carousel-construction-5-photos-0')).toBe('Please choose a photo.');
    expect(result.html).toContain('value="New slide"');
  });
});

describe('the hero video', () => {
  it('refuses an image renamed to .mp4', async () => {
    const png = await photoFile();
    const renamed = new File([await png.arrayBuffer()], 'loop.mp4', { type: 'video/mp4' });
    const result = await screen.post(
      'hero',
      { 'hero.poster': 'hero-poster' },
      { files: { 'hero.video.file': renamed } },
    );
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'hero-hero-video')).toBe(
      'This file is not an MP4 or WebM video. Please choose a video saved as MP4 or WebM.',
    );
  });

  it('refuses a video larger than 20 MB', async () => {
    const result = await screen.post(
      'hero',
      { 'hero.poster': 'hero-poster' },
      { files: { 'hero.video.file': mp4File(21 * 1024 * 1024) } },
    );
    expect(result.status).toBe(400);
    expect(messageOf(result.html, 'hero-hero-video')).toBe(
      'The video is larger than 20 MB. Please choose a shorter or smaller MP4 or WebM video.',
    );
  });

  /** Sends `declared` bytes' worth of headers but only what `send` writes; resolves on the answer. */
  const rawPost = (
    headers: Record<string, string>,
    send: (write: (chunk: Buffer, next: () => void) => void, end: () => void) => void,
  ) =>
    new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const url = new URL('/admin/settings?form=hero', server.url);
      const req = request(
        url,
        {
          method: 'POST',
          headers: {
            cookie: admin.cookie,
            origin: server.url,
            'content-type': 'multipart/form-data; boundary=b',
            ...headers,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started });
          });
        },
      );
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      send(
        (chunk, next) => {
          if (req.destroyed) return;
          // Waits for the socket to take the chunk, as a browser does: a server that stops reading stops the upload.
          if (req.write(chunk)) setImmediate(next);
          else req.once('drain', next);
        },
        () => req.end(),
      );
    });

  it('refuses a 300 MB upload with 413 at once, from its declared length', async () => {
    const result = await rawPost({ 'content-length': String(300 * 1024 * 1024) }, (write) =>
      write(Buffer.alloc(64 * 1024, 0x61), () => {}),
    );
    expect(result.status).toBe(413);
    expect(text(result.body)).toContain(
      'The upload is larger than 120 MB. ' +
        'A video may be at most 20 MB and each photo 15 MB; please choose smaller files.',
    );
    expect(result.ms).toBeLessThan(5000);
  });

  it('refuses a 300 MB upload sent without a length once it passes the limit', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    const result = await rawPost({ 'transfer-encoding': 'chunked' }, (write, end) => {
      const pump = () => {
        if (answered) return;
        if (sent === 300) return end();
        sent++;
        write(chunk, pump);
      };
      pump();
    });
    answered = true;
    expect(result.status).toBe(413);
    expect(text(result.body)).toContain('The upload is larger than 120 MB.');
    // Answered soon after the limit, long before the 300 MB were sent.
    expect(sent).toBeLessThan(200);
  });
});
