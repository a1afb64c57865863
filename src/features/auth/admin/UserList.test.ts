import { describe, expect, it } from 'vitest';
import { formatIndiaTime } from '#src/i18n/dates.ts';

describe('registration time', () => {
  it('is shown in India time', () => {
    expect(formatIndiaTime('2025-06-16T18:45:00.000Z')).toMatch(/17 Jun 2025.*12:15\s?am/i);
  });
});
