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

describe('the yearly times (docs/decisions/144, item 3)', () => {
  it("gives 6:30 PM unless the centre's schedule gives a time, in both languages", () => {
    const { en, te } = ashramPujaText;
    expect(en.yearly.intro).toContain('6:30 PM');
    const otherTimes = en.yearly.rows.filter((r) => r.time !== '6:30 PM').map((r) => r.pooja);
    expect(otherTimes).toEqual([
      'Maha Shivaratri',
      'Chowdeshwari',
      'Ganesha Chaturthi',
      'Subrahmanya Shashti',
      'Kaalabhairava Ashtami',
      'Krishna Ashtami',
      'Ugadi and Panchanga Shravanam',
    ]);
    expect(en.yearly.rows.find((r) => r.pooja === 'Maha Shivaratri')!.time).toBe('6:30 PM to 1:30 AM');
    // The Telugu rows are the same pujas in the same order, each at the same time of day.
    expect(te.yearly.rows.map((r) => r.time === 'సాయంత్రం 6:30')).toEqual(
      en.yearly.rows.map((r) => r.time === '6:30 PM'),
    );
  });
});
