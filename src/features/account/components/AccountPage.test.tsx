import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import type { DonationRow } from '#src/features/donations/service.ts';
import type { AccountOverview } from '../service.ts';
import { AccountPage } from './AccountPage.tsx';

const donation = (over: Partial<DonationRow>): DonationRow =>
  ({
    id: 1,
    reference: 'DN2345678ABC',
    amount_paise: 50_000,
    cause: 'annadanam',
    email: 'asha@example.org',
    status: 'pending',
    receipt_number: null,
    created_at: '2026-11-01T04:30:00.000Z',
    user_id: 1,
    ...over,
  }) as DonationRow;

const overview = (over: Partial<AccountOverview> = {}): AccountOverview => ({
  profile: { name: 'Asha', email: 'asha@example.org', role: 'User', emailConfirmed: false, confirmationSentAt: null },
  donations: [],
  certificates: [],
  devotees: [],
  ...over,
});

const render = (account: AccountOverview, lang: 'en' | 'te' = 'en') =>
  renderToStaticMarkup(
    <AccountPage lang={lang} t={createT(lang)} state={{ values: {}, errors: {} }} account={account} />,
  );

describe('the account page', () => {
  it('has no bookings section until a bookings source gives it some', () => {
    expect(render(overview())).not.toContain('id="bookings"');
    const booking = {
      reference: 'BK1',
      puja: { en: 'Rahu Ketu Puja', te: 'రాహు కేతు పూజ' },
      date: '2026-12-04',
      status: 'confirmed' as const,
      statusKey: 'booking.status.confirmed',
      total: 111600,
      page: '/booking/BK1',
      receipt: '/booking/BK1/receipt.pdf',
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    const html = render(overview({ bookings: [booking] }));
    expect(html).toContain('id="bookings"');
    expect(html).toContain('Friday, 04/12/2026');
    expect(html).toContain('href="/booking/BK1"');
    expect(html).toContain('Rahu Ketu Puja');
    expect(html).toContain('Confirmed');
    expect(html).toContain('1,116');
    expect(html).toContain('href="/booking/BK1/receipt.pdf"');
    const te = render(overview({ bookings: [booking] }), 'te');
    expect(te).toContain('రాహు కేతు పూజ');
    expect(te).toContain('శుక్రవారం, 04/12/2026');
    expect(te).toContain('href="/te/booking/BK1"');
    // A UTR given and not yet checked reads as reported, not as waiting for payment.
    expect(
      render(overview({ bookings: [{ ...booking, status: 'pending', statusKey: 'booking.status.reported' }] })),
    ).toContain('Payment reported; the office is checking');
  });

  it('names how often a seva comes back in the booking form’s words, and its next day', () => {
    const seva = {
      reference: 'BK2',
      puja: { en: 'Rudrabhishekam', te: 'రుద్రాభిషేకం' },
      date: '2026-11-15',
      status: 'confirmed' as const,
      statusKey: 'booking.status.confirmed',
      total: 334800,
      page: '/booking/BK2',
      receipt: null,
      createdAt: '2026-11-02T10:00:00.000Z',
      series: {
        rule: 'yearly-tithi' as const,
        masam: 8,
        tithi: 15,
        nakshatram: null,
        years: 3,
        days: 3,
        next: '2026-11-24',
      },
    };
    const html = render(overview({ bookings: [seva] }));
    expect(html).toContain('<dt>How often</dt>');
    expect(html).toContain('Tuesday, 24/11/2026');
    expect(render(overview({ bookings: [seva] }), 'te')).toContain('<dt>ఎంత తరచుగా</dt>');
  });

  it('shows saved devotees with their star and rasi in the page language', () => {
    const devotee = { id: 1, name: 'Ravi', gotram: 'Kashyapa', nakshatram: 'Chitra', rasi: 'Tula' };
    const te = render(overview({ devotees: [devotee] as AccountOverview['devotees'] }), 'te');
    expect(te).toContain('Kashyapa · చిత్త · తుల');
    // The stored English name is only the option's value, never text the reader sees.
    expect(te).not.toMatch(/>[^<]*Chitra/);
    // The donation time in India time; the list's note says so once, not each date.
    const donated = render(overview({ donations: [donation({})] }), 'te');
    expect(donated).toContain('01/11/2026, ఉదయం 10:00');
    expect(donated.match(/భారత కాలమానం/g)).toHaveLength(1);
  });

  it('links a receipt only once the money is confirmed, in the page language', () => {
    const html = render(
      overview({
        donations: [
          donation({}),
          donation({ reference: 'DN2345678ABD', status: 'received', receipt_number: '2026-27/0007' }),
        ],
      }),
      'te',
    );
    expect(html).toContain('చెల్లింపు నిర్ధారించిన తర్వాత');
    expect(html).toContain('href="/api/account/receipts/DN2345678ABD?lang=te"');
    expect(html).not.toContain('href="/api/account/receipts/DN2345678ABC');
    expect(html).toContain('href="/te/donation/DN2345678ABC"');
  });

  it('offers the confirmation link, or says the address is confirmed', () => {
    expect(render(overview())).toContain('Send me the confirmation link');
    const sent = render(
      overview({ profile: { ...overview().profile, confirmationSentAt: '2026-11-01T04:30:00.000Z' } }),
    );
    expect(sent).toContain('Send the link again');
    expect(sent).toContain('on 01/11/2026, 10:00 am IST');
    const sentTe = render(
      overview({ profile: { ...overview().profile, confirmationSentAt: '2026-11-01T04:30:00.000Z' } }),
      'te',
    );
    expect(sentTe).toContain('లింక్ పంపాము, 01/11/2026, ఉదయం 10:00 (భారత కాలమానం).');
    const confirmed = render(overview({ profile: { ...overview().profile, emailConfirmed: true } }));
    expect(confirmed).not.toContain('name="intent" value="confirm"');
  });
});
