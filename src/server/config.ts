import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { z } from 'zod';
import { config as loadDotenv } from 'dotenv';
import { parseTrustedProxies } from './http/client-address.ts';

/**
 * Every setting comes from the environment (a .env file is read when present) and is parsed once
 * here. A bad value stops start-up with a message that names the variable: an operator fixes the
 * variable, not the code. Secrets never leave the server; nothing here is sent to a browser.
 */
const onOff = z.enum(['on', 'off']);

export const configSchema = z
  .object({
    /** 'production' turns on Secure cookies and hides error details. Example: production */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    /** Port the server listens on. Example: 4321 */
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    /** Interface the server binds. Example: 0.0.0.0 to accept outside connections */
    HOST: z.string().min(1).default('localhost'),
    /**
     * Public address of the site, used for canonical links, sitemaps and e-mails; never taken from
     * a request's Host header. Unset, http://localhost:<PORT>, which only a server on a loopback
     * HOST (or outside production) may use. Example: https://peetam.example.org
     */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Folder for the SQLite database, uploads and the mail outbox. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** postgres://user:pass@host/db to use PostgreSQL; unset for the embedded SQLite file. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite database)')
      .optional(),
    /**
     * How many times start-up tries to reach the database before it stops with exit code 69
     * (EX_UNAVAILABLE), which the service manager answers by starting the site again. Between
     * tries it waits 1 s, then twice as long each time (at most 30 s), and the site answers 503.
     * 0 keeps trying until the database answers. Example: 10
     */
    DATABASE_CONNECT_ATTEMPTS: z.coerce.number().int().min(0).max(1_000_000).default(0),
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
    /**
     * Seconds between the sweeps that end unpaid puja bookings' holds that ran out and free their places. Example: 60
     */
    BOOKING_SWEEP_SECONDS: z.coerce.number().min(0.2).max(3600).default(60),
    /** Where contact-form notifications go; unset sends them to the first e-mail of the settings' contacts. */
    CONTACT_NOTIFY_TO: z.email().optional(),
    /** Razorpay key id (rzp_live_... or rzp_test_...); unset offers UPI only. */
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    /** Razorpay key secret: creates orders and verifies payment signatures. */
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    /** Secret set on the Razorpay dashboard for the webhook; unset refuses every webhook call. */
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * Key that seals donors' identity numbers (PAN, Aadhaar, passport) in the database: 32 random
     * bytes in base64 (make one with: openssl rand -base64 32). Keep it apart from the database's
     * backups. Unset on the embedded database, a key is made once in DATA_DIR/keys; required with
     * DATABASE_URL, where every instance must share it.
     */
    DONOR_DATA_KEY: z
      .string()
      .refine(
        (v) => Buffer.from(v, 'base64').length === 32,
        'must be 32 bytes in base64 (make one with: openssl rand -base64 32)',
      )
      .optional(),
    /**
     * Worker processes that serve the site. Unset: one per core. 1 serves from the starting process itself. Example: 2
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** 'off' renders every page afresh; 'on' keeps public pages for visitors without a session (docs/decisions/080). */
    PAGE_CACHE: onOff.default('on'),
    /** Most memory the page cache of one process may hold, in megabytes. Example: 32 */
    PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(32),
    /**
     * Longest a cached page is kept when nothing changed through the site (an edit made by hand in the database).
     * Example: 600
     */
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
    /** Where uploaded images live: 'local' (DATA_DIR/uploads) or 's3' (an S3-compatible bucket, S3_* below). */
    STORAGE: z.enum(['local', 's3']).default('local'),
    /**
     * Address of an S3-compatible server (MinIO, Ceph, a cloud provider); unset uses Amazon S3 itself.
     * Example: https://s3.example.org
     */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** The bucket that holds the uploads; required when STORAGE=s3. Example: peetam-uploads */
    S3_BUCKET: z.string().min(3, 'must be a bucket name of 3 or more characters').optional(),
    /** Region of the bucket. Example: ap-south-1 */
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Access key of the bucket; unset uses the SDK's usual sources (AWS_ACCESS_KEY_ID, an instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    /** Secret key that goes with S3_ACCESS_KEY_ID. */
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * Public address of the bucket (or a CDN in front of it); set, pages link images there instead of through the
     * site. Example: https://cdn.example.org/uploads
     */
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * 'on' addresses the bucket as <endpoint>/<bucket> (MinIO and most self-hosted servers); unset means on when
     * S3_ENDPOINT is set.
     */
    S3_FORCE_PATH_STYLE: onOff.optional(),
  })
  .superRefine((config, context) => {
    // Rules between variables; each names the variable the operator has to set.
    if (config.STORAGE === 's3' && !config.S3_BUCKET) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'must be set when STORAGE=s3 (the bucket that holds the uploads)',
      });
    }
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other S3 key (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      });
    }
    if (config.DATABASE_URL && !config.DONOR_DATA_KEY && config.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['DONOR_DATA_KEY'],
        message: 'must be set with DATABASE_URL, the same on every instance (make one with: openssl rand -base64 32)',
      });
    }
    // A server others can reach would otherwise mail reset links to http://localhost.
    if (!config.SITE_URL && config.NODE_ENV === 'production' && !isLoopbackHost(config.HOST)) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          `must be set to the site's public address (like https://peetam.example.org) when NODE_ENV=production ` +
          `and HOST=${config.HOST} is not a loopback address`,
      });
    }
  })
  .transform((config) => ({ ...config, SITE_URL: config.SITE_URL ?? `http://localhost:${config.PORT}` }));

export type Config = z.output<typeof configSchema>;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** localhost, 127.0.0.0/8 or ::1 (also written [::1] or ::ffff:127.0.0.1): only this machine connects. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIPv4(name)) return loopback.check(name, 'ipv4');
  if (isIPv6(name)) return loopback.check(name, 'ipv6');
  return false;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    // One line, as every log line is (src/server/log.ts): journald keeps it whole.
    super(`Invalid configuration: ${problems.join('; ')}`);
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
