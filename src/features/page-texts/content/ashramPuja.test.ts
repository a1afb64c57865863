import { describe, expect, it } from 'vitest';
import { ashramPujaText } from './ashramPuja.ts';

describe('the yearly schedule', () => {
  // The schedule counts months as amanta (new moon to new moon), as Andhra's calendars do.
  it('keeps Kaalabhairava Ashtami on Kartika Bahula Ashtami, in both languages', () => {
    const en = ashramPujaText.en.yearly.rows.find((r) => r.pooja === 'Kaalabhairava Ashtami');
    const te = ashramPujaText.te.yearly.rows.find((r) => r.pooja === 'కాలభైరవ అష్టమి');
    expect(en?.day).toBe('Kartika Bahula Ashtami');
    expect(te?.day).toBe('కార్తీక బహుళ అష్టమి');
  });
});
