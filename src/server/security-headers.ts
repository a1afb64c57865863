import { getConfig } from './config.ts';

/**
 * The site's own uploads may live in a public bucket (S3_PUBLIC_URL): that one host is allowed
 * for images and for the hero video, as the site's own.
 */
function withUploads(sources: string): string {
  const publicUrl = getConfig().S3_PUBLIC_URL;
  return publicUrl ? `${sources} ${new URL(publicUrl).origin}` : sources;
}

/**
 * Nothing is loaded from another host. The two exceptions the design allows (the payment
 * provider's checkout, a video player after a click) widen this policy on their own pages.
 * 'unsafe-inline' for scripts: Astro's island loader is an inline script.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  `img-src ${withUploads("'self' data: blob:")}`,
  "font-src 'self'",
  `media-src ${withUploads("'self'")}`,
  "connect-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** For a page with a video player: the privacy-enhanced YouTube player may be framed, nothing else. */
export const videoPlayerPolicy = contentSecurityPolicy.replace("frame-src 'none'", 'frame-src https://www.youtube-nocookie.com');

export function applySecurityHeaders(headers: Headers) {
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', contentSecurityPolicy);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('x-frame-options', 'DENY');
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
}
