/**
 * Values an attacker, a broken client or a confused visitor sends. The fuzzer mixes these with
 * generated strings, numbers and structures.
 */
export const hostileStrings = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '{{7*7}}${7*7}<%= 7*7 %>',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '..\\..\\windows\\win.ini',
  '/uploads/../../data/site.db',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: session=evil',
  '\t\n\v\f\r',
  '\u202eevil\u202c',
  '\ufeff',
  '\ud800',
  'శ్రీ గణేశాయ నమః',
  'ఓం నమః శివాయ 🙏',
  '🕉️🪔🙏🏽👨‍👩‍👧',
  '０１２３４５６７８９',
  '౦౧౨౩౪౫౬౭౮౯',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '-0',
  '9007199254740993',
  '99999999999999999999999999999999',
  '0x41',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1970-01-01T00:00:00Z',
  'a@b',
  'a@b.c',
  '@example.org',
  'very.long.'.repeat(40) + '@example.org',
  'x'.repeat(70_000),
  'ab'.repeat(5000),
  '__proto__',
  'constructor',
  'prototype',
  '//evil.example',
  '/te//evil.example',
  'https://evil.example/',
  'data:text/html,<script>alert(1)</script>',
];

/** Identifiers as routes take them: real-looking, absurd and hostile. */
export const hostileIds = ['1', '2', '3', '0', '-1', '999999999', '1.5', '1e3', 'abc', "1'", '1;--', '%00', '..', '%2e%2e', 'NaN', '9'.repeat(40), 'D-2026-0001', 'null'];

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=',
  'application/json; charset=latin1',
  '',
  'garbage/;;;',
];

/** Query parameter names the site reads somewhere, plus a few it does not. */
export const queryNames = ['next', 'date', 'lang', 'status', 'from', 'to', 'fy', 'tab', 'cause', 'sent', 'done', 'utr', 'email', 'code', 'form', 'saved', 'received', 'mode', 'page', 'q', 'id', 'reference', 'x'];

export const headerNames = ['accept', 'accept-language', 'accept-encoding', 'range', 'if-none-match', 'if-modified-since', 'referer', 'user-agent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'host', 'x-razorpay-signature', 'x-razorpay-event-id', 'idempotency-key'];
