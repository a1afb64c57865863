import { describe, expect, it } from 'vitest';
import { formatRegistered } from './UserList.tsx';

describe('registration time', () => {
  it('is shown in India time', () => {
    expect(formatRegistered('2025-06-16T18:45:00.000Z')).toMatch(/17 Jun 2025.*12:15\s?am/i);
  });
});
