import { createHash } from 'node:crypto';
import { getConfig } from './config.ts';

/** A Content-Security-Policy as directive name → sources, in the order they are written. */
export type Policy = Record<string, string[]>;

/**
 * The site's uploads may live in a public bucket (S3_PUBLIC_URL): that one host is allowed for
 * images and for the hero video, as the site's own.
 */
function withUploads(sources: string[]): string[] {
  const publicUrl = getConfig().S3_PUBLIC_URL;
  return publicUrl ? [...sources, new URL(publicUrl).origin] : sources;
}

/**
 * Nothing is loaded from another host. The only two exceptions (the payment
 * provider's checkout, a video player after a click) widen this policy on their own pages
 * (widenPolicy). No 'unsafe-inline' for scripts: Astro writes the hash of each inline script it
 * emits (the island loader, a page's own script) into the header of every page it renders
 * (astro.config.mjs, docs/decisions/111), and applySecurityHeaders keeps those hashes.
 */
function sitePolicy(): Policy {
  return {
    'default-src': ["'self'"],
    // `astro dev` writes no hashes (Astro's CSP works on builds only), and its inline scripts must run.
    'script-src': getConfig().NODE_ENV === 'development' ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': withUploads(["'self'", 'data:', 'blob:']),
    'font-src': ["'self'"],
    'media-src': withUploads(["'self'"]),
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

export function parsePolicy(header: string): Policy {
  const policy: Policy = {};
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/).filter(Boolean);
    if (name) policy[name.toLowerCase()] = [...(policy[name.toLowerCase()] ?? []), ...sources];
  }
  return policy;
}

/**
 * Every source any of the policies allows, directive by directive. 'none' gives way to a real
 * source: a page that widens frame-src 'none' with one host allows that host only.
 */
export function mergePolicies(...policies: Policy[]): Policy {
  const merged: Policy = {};
  for (const policy of policies) {
    for (const [name, sources] of Object.entries(policy))
      merged[name] = [...new Set([...(merged[name] ?? []), ...sources])];
  }
  for (const [name, sources] of Object.entries(merged)) {
    if (sources.length > 1) merged[name] = sources.filter((s) => s !== "'none'");
  }
  return merged;
}

export const serializePolicy = (policy: Policy) =>
  Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * Lets the page being rendered load what `sources` names beyond the site's policy. Through
 * locals, not a header of its own: Astro replaces a page's Content-Security-Policy header with
 * the one it writes, and the page cache keeps the result with the page.
 */
export function widenPolicy(locals: App.Locals, sources: Policy) {
  locals.policyWidenings = [...(locals.policyWidenings ?? []), sources];
}

/** The site's policy for an answer: with the script hashes Astro wrote, and what the page added. */
export function applySecurityHeaders(headers: Headers, widenings: Policy[] = []) {
  const fromAstro = parsePolicy(headers.get('content-security-policy') ?? '');
  headers.set('content-security-policy', serializePolicy(mergePolicies(sitePolicy(), fromAstro, ...widenings)));
  headers.set('x-content-type-options', 'nosniff');
  // Astro names no charset; a page without one leaves the browser to guess its encoding.
  if (headers.get('content-type') === 'text/html') headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('x-frame-options', 'DENY');
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
}

/** The sources that allow each inline script of a page (its text's SHA-256, as Astro writes them). */
function inlineScriptSources(html: string): Set<string> {
  const sources = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc\s*=/i.test(attributes ?? ''))
      sources.add(
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
      );
  }
  return sources;
}

/**
 * The policy of a kept page, allowing only the inline scripts it holds: Astro lists the hash of
 * every inline script of the build on every page (ten hashes, 550 bytes), and a kept page's
 * answer is smaller without those it does not use (docs/decisions/117). Only narrows the policy.
 */
export function policyForPage(header: string, html: string): string {
  const policy = parsePolicy(header);
  const scripts = policy['script-src'];
  if (!scripts) return header;
  const present = inlineScriptSources(html);
  policy['script-src'] = scripts.filter((source) => !source.startsWith("'sha256-") || present.has(source));
  return serializePolicy(policy);
}
