import { siteDay } from '#src/server/time.ts';
import { addDays } from '#src/features/pujas/catalogue.ts';

/** What a test booking sends, for a puja and day; each test changes what it checks. */
export function bookingBody(pujaId: number, date: string, more: Record<string, unknown> = {}) {
  return {
    pujaId,
    date,
    attendance: 'on-behalf',
    devotees: [{ name: 'Lakshmi Devi', gotram: 'Bharadwaja', nakshatram: 'Rohini', rasi: 'Vrishabha' }],
    sankalpam: 'For the good health of the family',
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    phone: '98480 12345',
    terms: true,
    // Asked only where the amount is an offering; a fixed price ignores it.
    citizenship: 'resident',
    ...more,
  };
}

/** A puja for tests, offered every day from tomorrow for 30 days. */
export function testPuja(slug: string, more: Record<string, unknown> = {}) {
  return {
    slug,
    category: 'homam',
    nameEn: `Test homam ${slug}`,
    nameTe: 'పరీక్ష హోమం',
    descriptionEn: 'A homam for the tests.',
    descriptionTe: 'పరీక్షల కోసం హోమం.',
    price: 1116,
    durationMinutes: 90,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    perDay: 50,
    minDaysAhead: 1,
    maxDaysAhead: 30,
    onBehalf: true,
    prasadam: true,
    enabled: true,
    ...more,
  };
}

/** An India day `n` days from today. */
export const dayAhead = (n: number) => addDays(siteDay(), n);
