import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Every environment variable the shop reads, parsed and validated in one place. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SITE_URL: z.url().default('http://localhost:4321'),
    CORS_ORIGIN: z.string().optional(),
    BRAND_NAME: z.string().min(1).default('Mooli'),
    CONTACT_EMAIL: z.email().default('support@mooli.example'),
    /** Where the contact, join and wholesale forms are e-mailed. */
    SHOP_INBOX: z.email().default('inbox@mooli.example'),
    /** Lets a CMS or CI job start a publish (POST /api/editor/publish with `Authorization: Bearer <secret>`). */
    PUBLISH_WEBHOOK_SECRET: z.string().min(24).optional(),
    /**
     * What the build worker sends as `X-Build-Token` to claim publishes, report on them and read the
     * catalogue without rate limits: the same value for the API and its worker. Unset, each API
     * process makes its own, which the worker `npm start` runs beside it receives.
     */
    BUILD_TOKEN: z
      .string()
      .min(24)
      .default(() => randomBytes(24).toString('hex')),
    /**
     * After each publish, the live build is synced to a static origin a CDN serves: a folder, or an
     * S3-compatible bucket (under a prefix; ENDPOINT for MinIO, R2 and the like). Not both. The
     * origin holds the site only: what the build does not have is deleted from it.
     */
    ORIGIN_DIR: z.string().min(1).optional(),
    ORIGIN_S3_BUCKET: z.string().min(1).optional(),
    ORIGIN_S3_PREFIX: z.string().optional(),
    ORIGIN_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    ORIGIN_S3_REGION: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    /** A request whose headers and body have not all arrived in this many seconds is answered 408 and its connection closed (slow clients). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Mooli <no-reply@mooli.example>'),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    /**
     * Which proxies to believe about the client IP (X-Forwarded-For), for per-IP limits: unset trusts
     * none; "true" all; else a comma-separated list of the proxies' addresses or CIDRs (e.g. nginx's
     * 127.0.0.1). A hop count is refused: Fastify takes it as "trust none", which would count every
     * shopper behind the proxy as one.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .refine((v) => !/^\d+$/.test(v), "name the proxies' addresses (e.g. 127.0.0.1 or 10.0.0.0/8), or true: a hop count is not supported")
      .transform((v): boolean | string[] =>
        v === 'true'
          ? true
          : v === 'false'
            ? false
            : v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
      )
      .optional(),
    /** Memory for cached catalogue answers per instance, in MiB; 0 turns the read cache off. */
    READ_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
    /** The longest a cached answer lives, a bound for changes made outside the API (SQL by hand). */
    READ_CACHE_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600)
      .default(600),
    /** Prefix of every Redis key, so several shops (or test runs) can share one Redis. */
    REDIS_PREFIX: z.string().min(1).max(64).default('mooli:'),
    /** A session ends when unused this long (answers 4003). */
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(24 * 7),
    /** No session, however often refreshed, lives longer than this. */
    SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
    /**
     * Sign-in code e-mails per address and per client IP in one hour. The address's cap is wider than
     * one client's, so a single client cannot use it up to lock a shopper out (README, Sign-in limits).
     */
    CODE_SENDS_PER_EMAIL_HOUR: z.coerce.number().int().min(1).max(1000).default(30),
    CODE_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Requests per client IP and minute to the sign-in calls (send code, login). */
    AUTH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Requests per client IP and minute to public forms that store what they get (the mailing-list signup). */
    FORM_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
    /** A form sent sooner than this after the page showed it is a bot's (refused, nothing stored). */
    FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
    /** Webhook deliveries (`/paypal/webhook`) per client IP and minute: each asks PayPal to verify its signature. */
    WEBHOOK_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
    /** Analytics batches (`/event/save`) per client IP and minute. */
    EVENT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Analytics events held in memory between two writes; events beyond it are dropped and counted. */
    EVENT_BUFFER_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    /** The bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** A colour with this many units available or fewer is marked low in the back office's inventory. */
    LOW_STOCK_AT: z.coerce.number().int().min(0).max(100_000).default(5),
    /** How often each instance sends the order e-mails waiting in the outbox, in seconds; 0 turns its worker off (tests send by hand). */
    MAIL_OUTBOX_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    /** The PayPal sandbox emulator (no PAYPAL_CLIENT_ID) sends webhooks to the shop; `off` lets tests deliver them by hand. */
    PAYPAL_EMULATOR_WEBHOOKS: z.enum(['on', 'off']).default('on'),
    /** An unpaid order holds its units and coupon use this many minutes, then gives them back (short, so nobody holds stock without paying). */
    ORDER_PAYMENT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(15),
  })
  .superRefine((c, ctx) => {
    if (c.ORIGIN_DIR && c.ORIGIN_S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['ORIGIN_DIR'],
        message: 'and ORIGIN_S3_BUCKET are both set: the live build is synced to one origin, choose one',
      });
    }
    for (const key of ['ORIGIN_S3_PREFIX', 'ORIGIN_S3_ENDPOINT', 'ORIGIN_S3_REGION'] as const) {
      if (c[key] && !c.ORIGIN_S3_BUCKET) ctx.addIssue({ code: 'custom', path: [key], message: 'is set but ORIGIN_S3_BUCKET is not' });
    }
    // Production takes real money: the built-in PayPal emulator is never used there.
    if (c.NODE_ENV === 'production') {
      for (const key of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production (payments go to PayPal)' });
      }
    }
    // Production never falls back to writing sign-in codes into the log and the outbox folder.
    if (c.NODE_ENV === 'production' && !c.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when NODE_ENV=production (sign-in codes are sent by e-mail)',
      });
    }
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
