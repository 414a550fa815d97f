import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseDurationSeconds } from './lib/duration.js';

/**
 * Configuration comes only from the environment and is validated once at start: a wrong value
 * stops the process with a message that names the variable, instead of failing later at the
 * first request that needs it.
 */

export const SMS_PROVIDERS = ['console', 'http', 'unifonic'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  /** PGlite data directory, used when `databaseUrl` is null. */
  dataDir: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  apiKey: string;
  jwtSecret: string;
  otpSecret: string;
  /** HMAC key of customers' quote-link tokens (only their hashes are stored). */
  quoteLinkSecret: string;
  /**
   * Where customers reach this server: the origin of quote links in chat messages. Null outside
   * production when unset: links then take the origin the staff member's request came to.
   */
  publicUrl: string | null;
  /** Encrypts webhook signing secrets at rest (they must be read back to sign). */
  webhookSecretKey: string;
  webhooks: {
    /** Per attempt; a receiver slower than this counts as failed. */
    timeoutMs: number;
    /** Waits after the 1st, 2nd… failed attempt; after the last, the delivery has failed. */
    retrySchedule: number[];
    /** How long an endpoint may fail every delivery before it is turned off. */
    disableAfterSeconds: number;
    /** Production: https only and no internal addresses (SSRF). */
    publicOnly: boolean;
  };
  /** Days an audit event is kept (AUDIT_RETENTION_DAYS, at least 30: the database's floor). */
  auditRetentionDays: number;
  accessTokenTtlSeconds: number;
  refreshFamilyTtlSeconds: number;
  otpTtlSeconds: number;
  limits: {
    otpMaxAttempts: number;
    otpSendsPerPhone: number;
    otpSendWindowSeconds: number;
    otpFailuresPerPhonePerDay: number;
    ipOtpSends: number;
    ipOtpVerifies: number;
    ipWindowSeconds: number;
    /** Orders a company's chat bot may submit per window. */
    integrationOrders: number;
    /** Questions a company's chat bot may ask per window. */
    integrationQuestions: number;
    integrationWindowSeconds: number;
    /** Reads and answers of customers' quote links per client address per window. */
    quotePageRequests: number;
    quotePageWindowSeconds: number;
  };
  sms: {
    provider: SmsProviderName;
    httpUrl: string | null;
    httpToken: string | null;
    timeoutMs: number;
    unifonic: {
      baseUrl: string;
      appSid: string | null;
      senderId: string | null;
      messageType: string | null;
    };
  };
  payments: {
    /** Moyasar's API (MOYASAR_API_URL); only https in production. */
    moyasarApiUrl: string;
    /** Per gateway call. */
    gatewayTimeoutMs: number;
    /** The local test gateway is served (never in production). */
    localGateway: boolean;
    /** Gateway notifications accepted per sending address per minute. */
    notificationsPerMinute: number;
  };
  whatsapp: {
    /** Meta's Graph API with its version (WHATSAPP_API_URL); only https in production. */
    apiUrl: string;
    timeoutMs: number;
    /** The local Cloud API stand-in is served (never in production). */
    localStandIn: boolean;
    /** Webhook deliveries accepted per channel per minute (WHATSAPP_WEBHOOK_LIMIT). */
    webhookPerMinute: number;
  };
  superadmin: { dialCode: string; number: string };
  /** Fastify's `trustProxy`: false means the client address is the socket address. */
  trustProxy: boolean | number | string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built dashboard served on the API's port; the API runs alone when it is missing. */
  dashboardDir: string;
  /** The built customer quote page served under /q/; /q/ links answer 404 when it is missing. */
  quotePageDir: string;
  /** Fill an empty database with the demo companies, staff and orders at start. */
  seedDemo: boolean;
  /** Seconds between keep-alive comments on notification streams (and session checks). */
  streamHeartbeatSeconds: number;
  /**
   * After SIGTERM or SIGINT, how long the listener stays open answering 503 (readiness first)
   * before it closes, so a load balancer notices and connections already on their way are
   * answered rather than reset (plugins/graceful-drain.ts).
   */
  drainDelayMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEV_SECRET = 'taseer-development-secret-do-not-use-in-production';
const DEV_API_KEY = 'taseer-dev-api-key';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const seconds = parseDurationSeconds(text);
      if (seconds === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected a duration such as 900, 15m, 12h or 7d',
        });
        return z.NEVER;
      }
      return seconds;
    });

/** Limit hits are pruned once a day old (db/maintenance.ts): a longer window would forget some. */
const MAX_LIMIT_WINDOW_SECONDS = 86_400;

const limitWindow = (fallback: string) =>
  duration(fallback).refine((seconds) => seconds <= MAX_LIMIT_WINDOW_SECONDS, {
    message: 'at most 1d (older limit hits are pruned)',
  });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1')
  .optional();

/**
 * `apps/dashboard/dist`, found from this file: it sits one level below the server package both as
 * `src/config.ts` and as `dist/config.js`, so tsx and the build agree.
 */
const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../dashboard/dist', import.meta.url));
const DEFAULT_QUOTE_PAGE_DIR = fileURLToPath(new URL('../../quote-page/dist', import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: positiveInt(10),
  API_KEY: optionalText,
  JWT_SECRET: optionalText,
  OTP_SECRET: optionalText,
  QUOTE_LINK_SECRET: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  WEBHOOK_SECRET_KEY: optionalText,
  WEBHOOK_TIMEOUT: duration('10s').refine((seconds) => seconds <= 60, {
    message: 'at most 60s',
  }),
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .default('5s,5m,30m,2h,5h,10h,10h')
    .transform((text, ctx) => {
      const delays = text.split(',').map((part) => parseDurationSeconds(part));
      if (delays.length > 20 || delays.some((delay) => delay === null)) {
        ctx.addIssue({ code: 'custom', message: 'expected up to 20 durations, e.g. 5s,5m,30m' });
        return z.NEVER;
      }
      return delays as number[];
    }),
  WEBHOOK_DISABLE_AFTER: duration('1d'),
  // The audit trigger refuses to delete rows younger than 30 days (migration 0019).
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(30, 'must be at least 30 days')
    .max(3650, 'must be at most 3650 days (ten years)')
    .default(400),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_FAMILY_TTL: duration('7d'),
  OTP_TTL_SECONDS: positiveInt(60),
  OTP_IP_SEND_LIMIT: positiveInt(20),
  OTP_IP_VERIFY_LIMIT: positiveInt(40),
  OTP_IP_WINDOW: limitWindow('10m'),
  INTEGRATION_ORDER_LIMIT: positiveInt(120),
  INTEGRATION_QUESTION_LIMIT: positiveInt(600),
  INTEGRATION_WINDOW: limitWindow('1m'),
  QUOTE_PAGE_LIMIT: positiveInt(60),
  WHATSAPP_WEBHOOK_LIMIT: positiveInt(6000),
  QUOTE_PAGE_WINDOW: limitWindow('1m'),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).optional(),
  SMS_HTTP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_HTTP_TOKEN: optionalText,
  SMS_TIMEOUT_MS: positiveInt(5000),
  UNIFONIC_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  UNIFONIC_APP_SID: optionalText,
  MOYASAR_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WHATSAPP_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  UNIFONIC_SENDER_ID: optionalText,
  UNIFONIC_MESSAGE_TYPE: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9]$/)
      .optional(),
  ),
  SUPERADMIN_PHONE: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9]{10}$/, 'expected exactly 10 digits, e.g. 0500000001')
      .optional(),
  ),
  SUPERADMIN_DIAL_CODE: z
    .string()
    .regex(/^\+[0-9]{1,4}$/, 'expected a dial code such as +966')
    .default('+966'),
  TRUST_PROXY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DASHBOARD_DIR: optionalText,
  QUOTE_PAGE_DIR: optionalText,
  SEED_DEMO: optionalText.pipe(flag),
  STREAM_HEARTBEAT: duration('25s'),
  DRAIN_DELAY_MS: optionalText.pipe(
    z.coerce
      .number<string>({ message: 'expected milliseconds, e.g. 5000' })
      .int('expected whole milliseconds, e.g. 5000')
      .min(0, 'expected 0 or more milliseconds')
      .max(60_000, 'at most 60000 (a minute)')
      .optional(),
  ),
});

type Env = z.infer<typeof envSchema>;

function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.API_KEY || env.API_KEY.length < 16)
    problems.push('API_KEY: required in production (at least 16 characters)');
  for (const name of [
    'JWT_SECRET',
    'OTP_SECRET',
    'QUOTE_LINK_SECRET',
    'WEBHOOK_SECRET_KEY',
  ] as const) {
    const value = env[name];
    if (!value || value.length < 32)
      problems.push(`${name}: required in production (at least 32 characters)`);
  }
  if (env.JWT_SECRET && env.JWT_SECRET === env.OTP_SECRET)
    problems.push('OTP_SECRET: must differ from JWT_SECRET');
  if (env.QUOTE_LINK_SECRET && [env.JWT_SECRET, env.OTP_SECRET].includes(env.QUOTE_LINK_SECRET))
    problems.push('QUOTE_LINK_SECRET: must differ from JWT_SECRET and OTP_SECRET');
  // A production server talks to the real gateway over TLS: never to a stand-in on plain http.
  if (env.MOYASAR_API_URL && !env.MOYASAR_API_URL.startsWith('https://'))
    problems.push('MOYASAR_API_URL: must be an https address in production');
  if (env.WHATSAPP_API_URL && !env.WHATSAPP_API_URL.startsWith('https://'))
    problems.push('WHATSAPP_API_URL: must be an https address in production');
  if (
    env.WEBHOOK_SECRET_KEY &&
    [env.JWT_SECRET, env.OTP_SECRET, env.QUOTE_LINK_SECRET].includes(env.WEBHOOK_SECRET_KEY)
  )
    problems.push('WEBHOOK_SECRET_KEY: must differ from the other secrets');
  if (!env.PUBLIC_URL?.startsWith('https://'))
    problems.push('PUBLIC_URL: required in production, an https:// address customers can open');
  if (!env.SMS_PROVIDER) problems.push('SMS_PROVIDER: required in production (http or unifonic)');
  if (env.SMS_PROVIDER === 'console')
    problems.push('SMS_PROVIDER: console prints codes to the log and is refused in production');
  if (!env.SUPERADMIN_PHONE) problems.push('SUPERADMIN_PHONE: required in production');
  // Demo accounts have well-known numbers: anyone could ask for their codes.
  if (env.SEED_DEMO) problems.push('SEED_DEMO: demo data is refused in production');
  return problems;
}

function smsProblems(env: Env, provider: SmsProviderName): string[] {
  if (provider === 'http' && !env.SMS_HTTP_URL)
    return ['SMS_HTTP_URL: required when SMS_PROVIDER=http'];
  if (provider === 'unifonic' && !env.UNIFONIC_APP_SID)
    return ['UNIFONIC_APP_SID: required when SMS_PROVIDER=unifonic'];
  return [];
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value;
}

/** Reads and validates the configuration; throws a ConfigError naming every wrong variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const provider: SmsProviderName = env.SMS_PROVIDER ?? 'console';
  const problems = [...productionProblems(env), ...smsProblems(env, provider)];
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    // Outside production the server is reachable only from this machine unless HOST says otherwise.
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    apiKey: env.API_KEY ?? DEV_API_KEY,
    jwtSecret: env.JWT_SECRET ?? `${DEV_SECRET}-jwt`,
    otpSecret: env.OTP_SECRET ?? `${DEV_SECRET}-otp`,
    quoteLinkSecret: env.QUOTE_LINK_SECRET ?? `${DEV_SECRET}-quote-link`,
    publicUrl: env.PUBLIC_URL ?? null,
    webhookSecretKey: env.WEBHOOK_SECRET_KEY ?? `${DEV_SECRET}-webhooks`,
    webhooks: {
      timeoutMs: env.WEBHOOK_TIMEOUT * 1000,
      retrySchedule: env.WEBHOOK_RETRY_SCHEDULE,
      disableAfterSeconds: env.WEBHOOK_DISABLE_AFTER,
      publicOnly: isProduction,
    },
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshFamilyTtlSeconds: env.REFRESH_FAMILY_TTL,
    otpTtlSeconds: env.OTP_TTL_SECONDS,
    limits: {
      otpMaxAttempts: 5,
      otpSendsPerPhone: 3,
      otpSendWindowSeconds: 600,
      otpFailuresPerPhonePerDay: 10,
      ipOtpSends: env.OTP_IP_SEND_LIMIT,
      ipOtpVerifies: env.OTP_IP_VERIFY_LIMIT,
      ipWindowSeconds: env.OTP_IP_WINDOW,
      integrationOrders: env.INTEGRATION_ORDER_LIMIT,
      integrationQuestions: env.INTEGRATION_QUESTION_LIMIT,
      integrationWindowSeconds: env.INTEGRATION_WINDOW,
      quotePageRequests: env.QUOTE_PAGE_LIMIT,
      quotePageWindowSeconds: env.QUOTE_PAGE_WINDOW,
    },
    sms: {
      provider,
      httpUrl: env.SMS_HTTP_URL ?? null,
      httpToken: env.SMS_HTTP_TOKEN ?? null,
      timeoutMs: env.SMS_TIMEOUT_MS,
      unifonic: {
        baseUrl: env.UNIFONIC_BASE_URL ?? 'https://el.cloud.unifonic.com',
        appSid: env.UNIFONIC_APP_SID ?? null,
        senderId: env.UNIFONIC_SENDER_ID ?? null,
        messageType: env.UNIFONIC_MESSAGE_TYPE ?? null,
      },
    },
    payments: {
      moyasarApiUrl: (env.MOYASAR_API_URL ?? 'https://api.moyasar.com/v1').replace(/\/+$/, ''),
      gatewayTimeoutMs: 10_000,
      localGateway: !isProduction,
      notificationsPerMinute: 600,
    },
    whatsapp: {
      apiUrl: (env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
      timeoutMs: 10_000,
      localStandIn: !isProduction,
      webhookPerMinute: env.WHATSAPP_WEBHOOK_LIMIT,
    },
    superadmin: {
      dialCode: env.SUPERADMIN_DIAL_CODE,
      number: env.SUPERADMIN_PHONE ?? '0500000001',
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    dashboardDir: env.DASHBOARD_DIR ? resolve(env.DASHBOARD_DIR) : DEFAULT_DASHBOARD_DIR,
    quotePageDir: env.QUOTE_PAGE_DIR ? resolve(env.QUOTE_PAGE_DIR) : DEFAULT_QUOTE_PAGE_DIR,
    // A fresh development database shows a working product; tests and production start empty.
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === 'development',
    streamHeartbeatSeconds: env.STREAM_HEARTBEAT,
    // Long enough in production for a load balancer's readiness probe to see the 503; short
    // elsewhere, where nothing probes and a restart should be quick.
    drainDelayMs: env.DRAIN_DELAY_MS ?? (isProduction ? 5_000 : 500),
  };
}
