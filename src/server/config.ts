import { z } from 'zod';
import { config as loadDotenv } from 'dotenv';
import { parseTrustedProxies } from './http/client-address.ts';

/**
 * Every setting comes from the environment (a .env file is read when present) and is parsed once
 * here. A bad value stops start-up with a message that names the variable: an operator fixes the
 * variable, not the code. Secrets never leave the server; nothing here is sent to a browser.
 */
const onOff = z.enum(['on', 'off']);

export const configSchema = z.object({
  /** 'production' turns on Secure cookies and hides error details. Example: production */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Port the server listens on. Example: 4321 */
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Interface the server binds. Example: 0.0.0.0 to accept outside connections */
  HOST: z.string().min(1).default('localhost'),
  /** Public address of the site, used for canonical links, sitemaps and e-mails. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4321'),
  /** Folder for the SQLite database, uploads and the mail outbox. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://user:pass@host/db to use PostgreSQL; unset for the embedded SQLite file. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite database)')
    .optional(),
  /** 'off' starts an empty database without the demo events, cards, activities and albums. */
  DEMO_CONTENT: onOff.default('on'),
  /** Secret a person types to sign up as Admin; unset turns Admin sign-up off (use npm run admin:create). */
  ADMIN_SIGNUP_KEY: z.string().min(12, 'must be at least 12 characters, so it cannot be guessed').optional(),
  /** smtp://user:pass@host:587 or smtps://...; unset writes each message to DATA_DIR/outbox as an .eml file. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL (leave it unset to write mail to DATA_DIR/outbox)')
    .optional(),
  /** Sender of the site's e-mails. Example: Peetam <no-reply@example.org> */
  MAIL_FROM: z.string().min(3).default('Peetam <no-reply@localhost>'),
  /** Seconds before an unsent e-mail (inquiry notice, receipt) is tried again; doubles per failure. Example: 300 */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.2).max(86_400).default(300),
  /** Where contact-form notifications go; unset sends them to the first e-mail of the settings' contacts. */
  CONTACT_NOTIFY_TO: z.email().optional(),
  /** Razorpay key id (rzp_live_... or rzp_test_...); unset offers UPI only. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  /** Razorpay key secret: creates orders and verifies payment signatures. */
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** Secret set on the Razorpay dashboard for the webhook; unset refuses every webhook call. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** 'off' renders every page afresh; 'on' keeps public pages for visitors without a session (docs/decisions/080). */
  PAGE_CACHE: onOff.default('on'),
  /** Most memory the page cache of one process may hold, in megabytes. Example: 32 */
  PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(32),
  /** Longest a cached page is kept when nothing changed through the site (an edit made by hand in the database). Example: 600 */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * Comma-separated addresses or CIDR ranges of reverse proxies whose X-Forwarded-For names the
   * visitor (rate limits count per visitor). Unset: the connecting address is the visitor.
   * Example: 127.0.0.1,::1 when nginx on the same server forwards to the site.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** Razorpay's API address; tests point it at a local stand-in. */
  RAZORPAY_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com/v1'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", so a blank line in .env falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}: ${issue.message} (got ${JSON.stringify(cleaned[name] ?? null)})`;
    }),
  );
}

let cached: Config | undefined;

export function getConfig(): Config {
  if (!cached) {
    loadDotenv({ quiet: true });
    cached = parseConfig(process.env);
  }
  return cached;
}

export const isProduction = () => getConfig().NODE_ENV === 'production';
