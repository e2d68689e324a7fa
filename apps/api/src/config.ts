import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@meridian/brand';
import { GS1_DOCUMENTATION_COMPANY_PREFIX, mapTilesUrlSchema, SDR_RATE } from '@meridian/contracts';
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './modules/payments/provider';

// apps/api, whether this code runs from src/ (tsx) or from a bundled chunk under dist/.
function findApiRoot(start: string): string {
  let dir = start;
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@meridian/api') return dir;
    dir = dirname(dir);
  }
  return resolve(start, '..');
}
const API_ROOT = findApiRoot(dirname(fileURLToPath(import.meta.url)));

// SECURITY.md: $100,000; a larger move is quoted by sales.
const DEFAULT_MAX_CHARGE_CENTS = 10_000_000;
const DEV_JWT_SECRET = 'meridian-dev-only-secret-do-not-use-in-production';
export const PRODUCTION_MIN_BCRYPT_COST = 12;

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
// Decision 0114: messages a worker has in hand at once in each process. Bounded: every lane holds a database
// connection's worth of work, and a typo must not open thousands.
const MAX_QUEUE_LANES = 64;
const QUEUE_LANES_MESSAGE = `must be a whole number of lanes from 1 to ${MAX_QUEUE_LANES}`;
const queueLanes = z.coerce.number({ error: QUEUE_LANES_MESSAGE }).int(QUEUE_LANES_MESSAGE).min(1, QUEUE_LANES_MESSAGE).max(MAX_QUEUE_LANES, QUEUE_LANES_MESSAGE).default(4);
const duration = (fallback: string) =>
  z
    .string()
    .regex(/^\d+\s*(s|m|h|d)?$/, 'must look like 900, 15m, 12h or 30d')
    .default(fallback);

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().min(1).default('0.0.0.0'),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
      .optional(),
    JWT_SECRET: z.string().min(1).optional(),
    JWT_EXPIRES_IN: duration('1d'),
    JWT_REMEMBER_EXPIRES_IN: duration('30d'),
    CORS_ORIGINS: csv,
    BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(PRODUCTION_MIN_BCRYPT_COST),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    WEB_DIST_DIR: z.string().min(1).default(resolve(API_ROOT, '..', 'web', 'dist')),
    OUTBOX_DIR: z.string().min(1).default(resolve(API_ROOT, '.outbox')),
    APP_BASE_URL: z.url().optional(),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number.isNaN(Number(value)) ? value : Number(value))),
    RATE_LIMIT_WINDOW_MS: positiveInt(15 * 60 * 1000),
    RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).optional(),
    RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().min(1).optional(),
    RATE_LIMIT_PUBLIC_PER_IP: z.coerce.number().int().min(1).optional(),
    RATE_LIMIT_TRACKING_PER_IP: z.coerce.number().int().min(1).optional(),
    RATE_LIMIT_PLACES_PER_IP: z.coerce.number().int().min(1).optional(),
    // Decision 0056: requests per API key per minute, apart from the per-IP limits.
    RATE_LIMIT_API_KEY_PER_MINUTE: positiveInt(600),
    RESET_TOKEN_TTL_MINUTES: positiveInt(60),
    // Decision 0024: who moves the money; the sandbox never takes real money.
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
    // Decision 0034: how often the payment sweeper runs, and how long a payment may sit unfinished before it acts.
    PAYMENT_SWEEP_EVERY_MS: positiveInt(30_000),
    PAYMENT_SWEEP_GRACE_MS: positiveInt(30_000),
    // Decision 0034: how long an unanswered Idempotency-Key claim is left to its request before a resend takes it over.
    IDEMPOTENCY_TAKEOVER_AFTER_MS: positiveInt(60_000),
    // Decision 0069: how often the event sweep runs, and how long a recorded announcement may wait before it acts.
    EVENT_SWEEP_EVERY_MS: positiveInt(30_000),
    EVENT_SWEEP_GRACE_MS: positiveInt(30_000),
    // Decision 0027: where every e-mail goes, in any environment (smtp://user:pass@host:587 or smtps://...).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:pass@host:587')
      .optional(),
    MAIL_FROM: z.string().min(3).default(`${brand.name} <no-reply@${brand.domain}>`),
    MAIL_CONCURRENCY: queueLanes,
    SHUTDOWN_GRACE_MS: positiveInt(20_000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).optional(),
    // SECURITY.md: the largest amount one booking may be charged; above it the customer is asked to contact sales.
    MAX_CHARGE_CENTS: positiveInt(DEFAULT_MAX_CHARGE_CENTS),
    // Decision 0057: whether webhooks may target http and private, loopback or link-local addresses (SSRF guard).
    WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).optional(),
    // Decision 0097: read the place data before listening (the production default) or on first use.
    PLACES_PRELOAD: z.enum(['true', 'false']).optional(),
    WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
    // Decision 0098: the company prefix of every piece's SSCC; GS1's documentation prefix until the carrier has its own.
    GS1_COMPANY_PREFIX: z
      .string()
      .regex(/^\d{6,12}$/, 'must be a GS1 company prefix of 6 to 12 digits')
      .default(GS1_DOCUMENTATION_COMPANY_PREFIX),
    // Decision 0105: quote currency (USD) per SDR for the claims' liability limits; contracts' SDR_RATE (dated) by default.
    // Decision 0110: street tiles for the delivery map (a raster {z}/{x}/{y} template) and the credit their provider asks
    // for; without them the map draws country shapes only.
    MAP_TILES_URL: mapTilesUrlSchema.optional(),
    MAP_TILES_ATTRIBUTION: z.string().trim().max(300).optional(),
    // Decision 0111: where texts go: the outbox folder (development, tests) or Twilio, whose three settings it needs.
    SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
    SMS_OUTBOX_DIR: z.string().min(1).default(resolve(API_ROOT, '.outbox-sms')),
    SMS_CONCURRENCY: queueLanes,
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the account\'s auth token').optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be a number in E.164 (+15550100) or a messaging service SID (MG...)')
      .optional(),
    // The public URL Twilio calls (its signature covers it); APP_BASE_URL/api/v1 unless a proxy rewrites paths.
    TWILIO_WEBHOOK_BASE_URL: z.url().optional(),
    SDR_RATE: z.coerce.number().finite().min(0.01, 'must be a positive rate of USD per SDR').max(100, 'must be a rate of USD per SDR (about 1.37)').default(SDR_RATE),
  })
  .superRefine((env, ctx) => {
    if (drainMsOf(env) >= env.SHUTDOWN_GRACE_MS) {
      ctx.addIssue({ code: 'custom', path: ['SHUTDOWN_DRAIN_MS'], message: 'must be shorter than SHUTDOWN_GRACE_MS' });
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER is twilio' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.MONGODB_URI) ctx.addIssue({ code: 'custom', path: ['MONGODB_URI'], message: 'is required in production' });
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32 || env.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be a secret of at least 32 characters in production' });
    }
    if (env.BCRYPT_COST < PRODUCTION_MIN_BCRYPT_COST) {
      ctx.addIssue({ code: 'custom', path: ['BCRYPT_COST'], message: `must be at least ${PRODUCTION_MIN_BCRYPT_COST} in production` });
    }
    if (env.PAYMENT_PROVIDER === 'sandbox' && env.ALLOW_SANDBOX_PAYMENTS !== 'true') {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'is the sandbox, which takes no real money; set ALLOW_SANDBOX_PAYMENTS=true to run production with it' });
    }
    // Decision 0027: a production server that cannot mail would sign people up who never get their code.
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production (smtp://user:pass@host:587)' });
  });

// SECURITY.md: a rolling restart dropped 16 of 2,674 requests with no drain and none with 5 s, so production drains.
const PRODUCTION_DRAIN_MS = 5000;
const drainMsOf = (env: { NODE_ENV: string; SHUTDOWN_DRAIN_MS?: number | undefined }) =>
  env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? PRODUCTION_DRAIN_MS : 0);

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  mongodbUri: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  jwtRememberExpiresIn: string;
  corsOrigins: string[];
  bcryptCost: number;
  logLevel: string;
  webDistDir: string;
  outboxDir: string;
  appBaseUrl: string;
  trustProxy: boolean | number | string;
  rateLimit: { windowMs: number; authPerIp: number; authPerAccount: number; publicPerIp: number; trackingPerIp: number; placesPerIp: number; apiKeyPerMinute: number };
  resetTokenTtlMs: number;
  payments: { provider: PaymentProviderName };
  /** Decision 0034: the payment sweeper's period and the grace an unfinished payment gets before it acts. */
  paymentSweep: { everyMs: number; graceMs: number };
  idempotencyTakeoverMs: number;
  eventSweep: { everyMs: number; graceMs: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Decision 0114: messages each process's mail worker has in hand at once (its lanes). */
  mailConcurrency: number;
  /** Decision 0033: SIGTERM to exit, at most; drainMs of it pass not-ready before the listener closes. */
  shutdown: { graceMs: number; drainMs: number };
  /** SECURITY.md: no single charge above this (cents); see chargeCeilingProblem in @meridian/contracts. */
  maxChargeCents: number;
  /** Decision 0057: private targets are allowed in development and test only, unless set; each delivery's timeout. */
  webhooks: { allowPrivateTargets: boolean; timeoutMs: number };
  /** Decision 0097: production reads the gazetteer, airports and sea lanes before listening; elsewhere on first use. */
  places: { preload: boolean };
  /** Decision 0098: the GS1 company prefix of the pieces' SSCCs (6-12 digits). */
  gs1CompanyPrefix: string;
  /** Decision 0105: USD per SDR for the claims' liability limits. */
  claims: { sdrRate: number };
  /** Decision 0110: the delivery map's street tiles, or null for country shapes only. */
  mapTiles: { url: string; attribution: string | null } | null;
  /** Decision 0111: the SMS provider, its outbox folder, Twilio's settings and the base of the URLs Twilio calls. */
  sms: {
    provider: 'outbox' | 'twilio';
    outboxDir: string;
    /** Texts each process's worker has in flight at once (its lanes, decision 0114). */
    concurrency: number;
    twilio: { accountSid: string; authToken: string; from: string } | undefined;
    webhookBaseUrl: string;
  };
};

export class ConfigError extends Error {}

/** Parses an environment into the app's config; throws one line naming the first bad variable. */
/** `pnpm dev`'s web dev server (apps/web/vite.config.ts `server.port`). */
const WEB_DEV_SERVER_URL = 'http://localhost:5173';

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`MONGODB_URI=`) means unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  const port = env.PORT;
  // In development people use the web dev server (Vite, which proxies /api here), so mail links point there.
  const appBaseUrl = (env.APP_BASE_URL ?? (env.NODE_ENV === 'development' ? WEB_DEV_SERVER_URL : `http://localhost:${port}`)).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    mongodbUri: env.MONGODB_URI,
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    jwtRememberExpiresIn: env.JWT_REMEMBER_EXPIRES_IN,
    corsOrigins: env.CORS_ORIGINS,
    bcryptCost: env.BCRYPT_COST,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: env.WEB_DIST_DIR,
    outboxDir: env.OUTBOX_DIR,
    appBaseUrl,
    trustProxy: env.TRUST_PROXY,
    // NODE_ENV=test (the e2e server, the suite) gets roomy defaults; rate-limit tests set their own.
    rateLimit: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP ?? (env.NODE_ENV === 'test' ? 1000 : 100),
      authPerAccount: env.RATE_LIMIT_AUTH_PER_ACCOUNT ?? (env.NODE_ENV === 'test' ? 100 : 10),
      publicPerIp: env.RATE_LIMIT_PUBLIC_PER_IP ?? (env.NODE_ENV === 'test' ? 1000 : 60),
      // Decision 0018: public tracking lookups per client, against guessing numbers (a person checks a few a day).
      trackingPerIp: env.RATE_LIMIT_TRACKING_PER_IP ?? (env.NODE_ENV === 'test' ? 1000 : 60),
      // Decision 0097: the city combobox asks once per typed letter, so a booking spends a few dozen place searches.
      placesPerIp: env.RATE_LIMIT_PLACES_PER_IP ?? (env.NODE_ENV === 'test' ? 1000 : 600),
      apiKeyPerMinute: env.RATE_LIMIT_API_KEY_PER_MINUTE,
    },
    resetTokenTtlMs: env.RESET_TOKEN_TTL_MINUTES * 60 * 1000,
    payments: { provider: env.PAYMENT_PROVIDER },
    paymentSweep: { everyMs: env.PAYMENT_SWEEP_EVERY_MS, graceMs: env.PAYMENT_SWEEP_GRACE_MS },
    idempotencyTakeoverMs: env.IDEMPOTENCY_TAKEOVER_AFTER_MS,
    eventSweep: { everyMs: env.EVENT_SWEEP_EVERY_MS, graceMs: env.EVENT_SWEEP_GRACE_MS },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailConcurrency: env.MAIL_CONCURRENCY,
    shutdown: { graceMs: env.SHUTDOWN_GRACE_MS, drainMs: drainMsOf(env) },
    maxChargeCents: env.MAX_CHARGE_CENTS,
    webhooks: {
      allowPrivateTargets: (env.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    },
    places: { preload: (env.PLACES_PRELOAD ?? (env.NODE_ENV === 'production' ? 'true' : 'false')) === 'true' },
    gs1CompanyPrefix: env.GS1_COMPANY_PREFIX,
    claims: { sdrRate: env.SDR_RATE },
    mapTiles: env.MAP_TILES_URL ? { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION ?? null } : null,
    sms: {
      provider: env.SMS_PROVIDER,
      outboxDir: env.SMS_OUTBOX_DIR,
      concurrency: env.SMS_CONCURRENCY,
      twilio:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
          : undefined,
      webhookBaseUrl: (env.TWILIO_WEBHOOK_BASE_URL ?? `${appBaseUrl}/api/v1`).replace(/\/$/, ''),
    },
  };
}

/** For entry points: a bad value prints one line and stops the process. */
export function loadConfigOrExit(source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
