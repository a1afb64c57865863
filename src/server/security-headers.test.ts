import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePolicy, policyForPage } from './security-headers.ts';

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const menu = 'document.body.dataset.menu = "1";';
const loader = '(()=>{window.island=1})();';
const elsewhere = 'console.log("a script of another page");';

describe('policyForPage', () => {
  const header =
    `default-src 'self'; script-src 'self' ${source(menu)} ${source(loader)} ${source(elsewhere)}; ` +
    `style-src 'self' 'unsafe-inline'`;
  const html =
    `<head><script type="module">${menu}</script>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
    `<body><script>${loader}</script><script type="module" src="/_astro/page.js"></script></body>`;

  it("keeps the hashes of the page's own inline scripts and drops the others", () => {
    const policy = parsePolicy(policyForPage(header, html));
    expect(policy['script-src']).toEqual(["'self'", source(menu), source(loader)]);
  });

  it('leaves every other directive as it was', () => {
    const policy = parsePolicy(policyForPage(header, html));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('keeps a policy without script-src unchanged', () => {
    expect(policyForPage("default-src 'self'", html)).toBe("default-src 'self'");
  });
});
