import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import { UserList } from './UserList.tsx';

const users = [
  { name: 'Asha', email: 'asha@example.org', role: 'User' as const, created_at: '2025-06-16T18:45:00.000Z' },
];
const cell = (lang: 'en' | 'te') =>
  /<time[^>]*>([^<]*)<\/time>/.exec(renderToStaticMarkup(<UserList t={createT(lang)} lang={lang} users={users} />))![1];

describe('registration time', () => {
  it('is shown in India time, in the page language', () => {
    expect(cell('en')).toBe('17/06/2025, 12:15 am');
    expect(cell('te')).toBe('17/06/2025, రాత్రి 12:15');
  });
});
