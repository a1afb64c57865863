import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { policyEffectiveDate } from '#src/features/page-texts/content/policies.ts';
import { donationCauses } from '#src/features/page-texts/content/donationCauses.ts';
import { constructionSlides } from '#src/features/site/media.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** The page as a visitor reads it: tags dropped, entities decoded, spaces collapsed. */
async function text(path: string) {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return {
    html,
    text: body
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' '),
  };
}

describe('activities pages', () => {
  it('Parihara Puja lists the eleven pujas and says results are not guaranteed, in both languages', async () => {
    const en = await text('/activities/parihara');
    expect(en.html.match(/<li class="card"/g)).toHaveLength(11);
    for (const name of [
      'Graha Shanti Pooja',
      'Kaalasarpa Dosha Shanti Pooja',
      'Mruthyunjaya Homam',
      'Aruna Paarayanam',
      'Pratyeka Pooja',
    ]) {
      expect(en.text).toContain(name);
    }
    expect(en.text).toContain('the centre cannot guarantee any result');
    const te = await text('/te/activities/parihara');
    expect(te.html.match(/<li class="card"/g)).toHaveLength(11);
    expect(te.text).toContain('గ్రహ శాంతి పూజ');
    expect(te.text).toContain('ఏ ఫలితానికీ పీఠం హామీ ఇవ్వజాలదు');
  });

  it('Parihara Puja gives each puja its price and a link to its booking page', async () => {
    const en = await text('/activities/parihara');
    expect(en.html).toContain('href="/book/chandi-homam"');
    expect(en.text).toContain('₹5,116.00');
    expect(en.html.match(/href="\/book\//g)).toHaveLength(11);
    const te = await text('/te/activities/parihara');
    expect(te.html).toContain('href="/te/book/chandi-homam"');
    expect(te.text).toContain('బుక్ చేయండి');
  });

  it('Ashram Puja links a puja to its booking where one can be booked', async () => {
    const daily = await text('/activities/pujalu?tab=daily');
    expect(daily.html).toContain('href="/book/naama-nakshatra-pooja"');
    const monthly = await text('/te/activities/pujalu?tab=monthly');
    expect(monthly.html).toContain('href="/te/book/vishesha-abhishekam"');
  });

  it('Adhyatmikam lists the twelve practices, free mantra initiation and a stay of at most 10 days', async () => {
    const en = await text('/activities/adyatmikam');
    expect(en.html.match(/<ol class="practice-list">([\s\S]*?)<\/ol>/)![1]!.match(/<li>/g)).toHaveLength(12);
    expect(en.text).toContain('Mantra initiation is given free of cost');
    expect(en.text).toContain('at most 10 days');
    const te = await text('/te/activities/adyatmikam');
    expect(te.text).toContain('క్రియా యోగం');
    expect(te.text).toContain('మంత్రోపదేశం ఉచితంగా');
    expect(te.text).toContain('గరిష్ఠంగా 10 రోజులు');
  });

  it('Samaaja Seva shows six services with their pictures', async () => {
    for (const [path, word] of [
      ['/activities/samajaseva', 'Go Seva'],
      ['/te/activities/samajaseva', 'గో సేవ'],
    ] as const) {
      const page = await text(path);
      expect(page.html.match(/<li class="card"/g)).toHaveLength(6);
      expect(page.html.match(/src="\/media\/img\/seva-/g)).toHaveLength(6);
      expect(page.text).toContain(word);
    }
  });

  it('Ashram Puja opens the tab named in the address, without JavaScript', async () => {
    const daily = await text('/activities/pujalu');
    expect(daily.text).toContain('procedures may change without notice');
    expect(daily.text).toContain('Naama Nakshatra Pooja');
    expect(daily.html).toMatch(/href="\/activities\/pujalu\?tab=daily#schedule" aria-current="page"/);
    const monthly = await text('/activities/pujalu?tab=monthly');
    expect(monthly.text).toContain('Satha Kooshmanda Bali');
    expect(monthly.text).not.toContain('Naama Nakshatra Pooja');
    const yearly = await text('/activities/pujalu?tab=yearly');
    expect(yearly.text).toContain('Maha Shivaratri Maagha Bahula Chaturdasi 6:30 PM to 1:30 AM');
    expect(yearly.text).toContain('Dakshina Kaali Aswayuja Bahula Ashtami 6:30 PM');
    const teYearly = await text('/te/activities/pujalu?tab=yearly');
    expect(teYearly.text).toContain('మహా శివరాత్రి');
    expect(teYearly.html).toContain('href="/te/activities/pujalu?tab=daily#schedule"');
    // An unknown tab falls back to the first one rather than an empty page.
    expect((await text('/activities/pujalu?tab=weekly')).text).toContain('Naama Nakshatra Pooja');
  });
});

describe('policy pages', () => {
  it.each([
    [
      '/privacy&policy',
      [
        'name, e-mail address and phone number',
        'third-party payment processor',
        `Effective from: ${policyEffectiveDate}`,
      ],
    ],
    [
      '/cancellation&refund',
      [
        'final and non-refundable',
        'duplicate transaction',
        'wrong amount',
        'technical error',
        'within 7 days',
        'proof of payment',
        '7 to 10 business days',
      ],
    ],
    [
      '/shipping',
      [
        'within India only',
        '2 to 5 business days',
        'weekends or public holidays',
        'Metro cities: 3 to 7 business days',
        'Other areas: 5 to 10 business days',
        'free above',
        'e-mail or SMS',
      ],
    ],
    [
      '/terms&conditions',
      [
        'Lawful use',
        'Intellectual property',
        'Limitation of liability',
        'may change',
        `Effective from: ${policyEffectiveDate}`,
      ],
    ],
  ] as const)('%s carries every fact it must', async (path, facts) => {
    const page = await text(path);
    for (const fact of facts) expect(page.text).toContain(fact);
  });

  it('are written in Telugu under /te', async () => {
    expect((await text('/te/privacy&policy')).text).toContain(`అమలులోకి వచ్చిన తేదీ: ${policyEffectiveDate}`);
    expect((await text('/te/cancellation&refund')).text).toContain('7 నుండి 10 పని దినాలలో');
    expect((await text('/te/shipping')).text).toContain('మెట్రో నగరాలు: 3 నుండి 7 పని దినాలు');
    expect((await text('/te/terms&conditions')).text).toContain('మేధో సంపత్తి');
  });
});

describe('donate and done pages', () => {
  it('/donate shows six causes, each DONATE button preselecting its cause, in the visitor language', async () => {
    const en = await text('/donate');
    for (const cause of donationCauses) expect(en.html).toContain(`href="/donationpayment?cause=${cause.slug}"`);
    expect(en.text).toContain('Viveka Vidyalaya');
    expect(en.html.match(/>DONATE</g)).toHaveLength(6);
    const te = await text('/te/donate');
    for (const cause of donationCauses) expect(te.html).toContain(`href="/te/donationpayment?cause=${cause.slug}"`);
    expect(te.text).toContain('అన్నదానం');
  });

  it('/complete links to the sign-in page', async () => {
    expect((await text('/complete')).html).toContain('href="/login"');
    expect((await text('/te/complete')).html).toContain('href="/te/login"');
  });
});

describe('about page', () => {
  it('shows the biography sections and the peetam paragraph, marked as sample text', async () => {
    const en = await text('/aboutus');
    for (const heading of ['Family History', 'Life and Spiritual Journey', 'About the Peetam'])
      expect(en.text).toContain(heading);
    expect(en.text).toContain('Sample text');
    expect(en.text).toContain('preserve and promote the Vedic way of life');
    const te = await text('/te/aboutus');
    const teluguHeadings = ['కుటుంబ నేపథ్యం', 'జీవితం, ఆధ్యాత్మిక ప్రయాణం', 'పీఠం గురించి'];
    for (const heading of teluguHeadings) expect(te.text).toContain(heading);
    expect(te.text).toContain('నమూనా పాఠ్యం');
  });
});

describe('home page', () => {
  it('paints the poster first and leaves the video without a source in the HTML', async () => {
    const { html, text: visible } = await text('/');
    expect(html).toMatch(/<img[^>]*hero-poster[^>]*loading="eager"[^>]*fetchpriority="high"/i);
    // Asked for from the head, before the favicon and the pictures below, in the picture's first format.
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/)?.[0] ?? '';
    const avif = html.match(/<source type="image\/avif" srcset="([^"]*hero-poster[^"]*)"/i)?.[1];
    expect(avif).toBeDefined();
    expect(preload).toContain(`imagesrcset="${avif}"`);
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('fetchpriority="high"');
    const video = html.match(/<video[^>]*>[\s\S]*?<\/video>/)![0];
    expect(video).not.toMatch(/<source|\ssrc=/);
    expect(video).toContain('preload="none"');
    expect(visible).toContain('శ్రీ నమూనా పీఠం');
    expect(visible).toContain('Spiritual Enlightenment and Divine Blessings');
  });

  it('shows the founder in both languages and links the blurb to /aboutus', async () => {
    for (const path of ['/', '/te']) {
      const { html, text: visible } = await text(path);
      expect(visible).toContain('Founder and Peethadhipathi');
      expect(visible).toContain('వ్యవస్థాపకులు, పీఠాధిపతులు');
      expect(html).toContain(`href="${path === '/' ? '' : '/te'}/aboutus"`);
    }
    expect((await text('/')).text).toContain('About the Peethadhipathi');
  });

  it('renders the construction slides from the settings record: five slides of four photos', async () => {
    const { html, text: visible } = await text('/');
    expect(visible).toContain('ADVYTHA ASHRAM CONSTRUCTION ONGOING...');
    expect(html.match(/data-slide="/g)).toHaveLength(constructionSlides.length);
    expect(html.match(/class="construction__photos"/g)).toHaveLength(5);
    expect(visible).toContain('Dasara Festival');
    expect((await text('/te')).text).toContain('దసరా ఉత్సవం');
  });

  it("keeps the carousels' slides and cards outside their islands, which hold only the arrows", async () => {
    const { html } = await text('/');
    const island = (name: string) => {
      const start = html.indexOf(`component-export="${name}"`);
      expect(start).toBeGreaterThan(0);
      return html.slice(start, html.indexOf('</astro-island>', start));
    };
    // Astro hashes an island's whole HTML and serializes its props on every render.
    const construction = island('ConstructionCarousel');
    expect(construction).not.toMatch(/media|srcSet|Dasara|data-slide/i);
    expect(construction.length).toBeLessThan(1500);
    expect(construction).toContain('&quot;track&quot;:[0,&quot;construction-track&quot;]');
    expect(html).toContain('id="construction-track"');
    const pujas = island('default');
    expect(pujas).toContain('puja-carousel__arrows');
    expect(pujas).not.toMatch(/puja-card|srcset|media/i);
    expect(pujas.length).toBeLessThan(1500);
    expect(html.match(/class="puja-card"/g)!.length).toBeGreaterThan(0);
    expect(html).toContain('<ul class="puja-carousel__strip" id="puja-strip">');
  });

  it('describes the centre for search engines with both addresses, phones, e-mails and social links', async () => {
    const { html } = await text('/');
    const json = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(json['@type']).toBe('Organization');
    expect(json.location.map((l: { '@type': string }) => l['@type'])).toEqual(['PlaceOfWorship', 'Place']);
    expect(JSON.stringify(json.location)).toContain('Kurnool Road');
    expect(JSON.stringify(json.location)).toContain('523002');
    expect(json.contactPoint.map((c: { telephone: string }) => c.telephone)).toEqual([
      '+91 90000 00001',
      '+91 90000 00002',
    ]);
    expect(json.contactPoint.map((c: { email: string }) => c.email)).toEqual(['info@example.org', 'seva@example.org']);
    expect(json.sameAs).toHaveLength(4);
  });
});
