import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName, SERVICE_TARGETS, remoteUrlVariable } from '@remuda/contracts';

/** The targets a process can run: everything, the gateway, or one service of the domain manifest. */
export { SERVICE_TARGETS };
/** `demo` seeds demo data through the services' operations and exits: a one-off job of the distributed mode. */
export const TARGETS = ['all', 'gateway', 'demo', ...SERVICE_TARGETS] as const;
export type ServiceName = (typeof SERVICE_TARGETS)[number];
export type Target = (typeof TARGETS)[number];

/** REMUDA_REMOTE_<NAME>_URL: where the shell finds each remote, one variable per remote of the manifest. */
type RemoteUrlVariable = `REMUDA_REMOTE_${Uppercase<RemoteName>}_URL`;
const remoteUrlVariables = Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), z.string().optional()])) as Record<
  RemoteUrlVariable,
  z.ZodOptional<z.ZodString>
>;

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be 1/0, true/false, yes/no or on/off' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a ${protocols.join(' or ')} URL`,
    });

/** Every environment variable a Remuda process reads, with its default. README.md lists them for people. */
const envSchema = z.object({
  REMUDA_TARGET: z.enum(TARGETS, { error: `must be one of ${TARGETS.join(', ')}` }).default('all'),
  PORT: int(8080, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  REMUDA_DATA_DIR: z.string().default('./data'),
  REMUDA_DEMO: flag(true),
  REMUDA_ADMIN_EMAIL: z.string().optional(),
  REMUDA_ADMIN_PASSWORD: z.string().optional(),
  NATS_URL: url(['nats', 'tls']),
  DATABASE_URL: url(['postgres', 'postgresql']),
  REMUDA_DB_POOL: int(10, 1, 100),
  REDIS_URL: url(['redis', 'rediss']),
  REMUDA_JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  REMUDA_SESSION_TTL_SECONDS: int(8 * 3600, 60, 30 * 24 * 3600),
  REMUDA_COOKIE_SECURE: flag(false),
  REMUDA_TRUST_PROXY: flag(false),
  REMUDA_METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  REMUDA_RPC_TIMEOUT_MS: int(5000, 100, 120_000),
  REMUDA_MAX_RUNNING_REQUESTS: int(32, 1, 10_000),
  REMUDA_MAX_WAITING_REQUESTS: int(1000, 0, 100_000),
  REMUDA_AUTH_IP_LIMIT: int(30, 1, 100_000),
  REMUDA_AUTH_IP_WINDOW_SECONDS: int(60, 1, 86_400),
  REMUDA_LOGIN_FAILURE_LIMIT: int(5, 1, 1000),
  REMUDA_LOGIN_FAILURE_WINDOW_SECONDS: int(900, 1, 86_400),
  REMUDA_CONTACT_LIMIT: int(5, 1, 100_000),
  REMUDA_CONTACT_WINDOW_SECONDS: int(3600, 1, 86_400),
  REMUDA_REMOTE_REPORTS_LIMIT: int(30, 1, 100_000),
  SMTP_URL: url(['smtp', 'smtps']),
  REMUDA_MAIL_FROM: z.string().min(3).default('Remuda Ranch <no-reply@remuda.local>'),
  REMUDA_STAFF_EMAIL: z.string().optional(),
  REMUDA_BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, { error: 'must look like 100kb or 1mb' }).default('100kb'),
  REMUDA_BODY_TIMEOUT_MS: int(300_000, 1000, 3_600_000),
  REMUDA_UPLOAD_IDLE_MS: int(60_000, 1000, 3_600_000),
  REMUDA_WEB_ROOT: z.string().optional(),
  REMUDA_PUBLIC_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+\/?$/.test(v), { message: 'must be an http(s) URL with no path, such as https://remuda.example' }),
  ...remoteUrlVariables,
  REMUDA_REMOTE_REGISTRY_FILE: z.string().optional(),
  S3_ENDPOINT: url(['http', 'https']),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, { error: 'must be a valid bucket name' }).default('remuda-media'),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  REMUDA_MAX_IMAGE_BYTES: int(20 * 1024 * 1024, 1024, 200 * 1024 * 1024),
  REMUDA_MAX_VIDEO_BYTES: int(500 * 1024 * 1024, 1024, 10 * 1024 * 1024 * 1024),
  REMUDA_MAX_IMPORT_BYTES: int(20 * 1024 * 1024, 1024, 200 * 1024 * 1024),
  REMUDA_MAX_DOCUMENT_BYTES: int(20 * 1024 * 1024, 1024, 200 * 1024 * 1024),
  REMUDA_MAX_ARCHIVE_BYTES: int(10 * 1024 * 1024 * 1024, 1024, 1024 * 1024 * 1024 * 1024),
  REMUDA_HEALTH_WORMING_DAYS: int(90, 1, 3650),
  REMUDA_HEALTH_TRIMMING_DAYS: int(49, 1, 3650),
  REMUDA_HEALTH_VACCINES_DAYS: int(365, 1, 3650),
  REMUDA_HEALTH_COGGINS_DAYS: int(365, 1, 3650),
  REMUDA_CARE_LEAD_DAYS: int(14, 0, 365),
  REMUDA_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, { error: 'must be a time zone such as America/Denver' }),
  REMUDA_CARE_DIGEST_HOUR: int(6, 0, 23),
  REMUDA_IDEMPOTENCY_HOURS: int(48, 24, 24 * 365),
  REMUDA_DELETED_RETENTION_DAYS: int(30, 1, 3650),
  REMUDA_WEBHOOKS_ALLOW_PRIVATE: flag(false),
  REMUDA_WEBHOOKS_ALLOW_HTTP: flag(false),
  REMUDA_WEBHOOKS_CA: z.string().optional(),
  REMUDA_WEBHOOKS_RETRY_HOURS: int(24, 1, 24 * 30),
  REMUDA_WEBHOOKS_TIMEOUT_MS: int(10_000, 100, 120_000),
  REMUDA_WEBHOOKS_CONCURRENCY: int(4, 1, 100),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug'], { error: 'must be error, warn, info or debug' }).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  target: Target;
  port: number;
  host: string;
  dataDir: string;
  demo: boolean;
  admin: { email: string; password: string } | null;
  transport: { kind: 'in-process' } | { kind: 'nats'; url: string };
  /**
   * PostgreSQL: `pool` is the most connections this process keeps open; every process's at once must fit the
   * server's max_connections.
   */
  database: { kind: 'sqlite'; dir: string } | { kind: 'postgres'; url: string; pool: number };
  storage:
    | { kind: 'disk'; dir: string }
    | { kind: 's3'; endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string };
  uploadLimits: { imageBytes: number; videoBytes: number; importBytes: number; documentBytes: number; archiveBytes: number };
  jwtSecret: string | null;
  sessionTtlSeconds: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  /** What a scraper presents (`Authorization: Bearer …`) for the gateway's /metrics; without it the gateway serves none. */
  metricsToken: string | null;
  rpcTimeoutMs: number;
  /** Requests a service runs at once, and how many more wait their turn before it turns them away. */
  admission: { running: number; waiting: number };
  authRateLimit: { ipLimit: number; ipWindowSeconds: number; failureLimit: number; failureWindowSeconds: number };
  /** Contact requests a network address may send per window. */
  contactRateLimit: { limit: number; windowSeconds: number };
  /** Browsers' reports of the remotes they ran (`POST /api/remotes/reports`) taken per network address a minute. */
  remoteReportsPerMinute: number;
  /** Mail to staff: sent only when `smtpUrl` is set; `staffEmails` empty means the administrators' addresses. */
  mail: { smtpUrl: string | null; from: string; staffEmails: string[] };
  /** What the gateway's replicas share (rate-limit counts, who runs which import): its own memory, or Redis, kept across replicas and restarts. */
  sharedStore: { kind: 'memory' } | { kind: 'redis'; url: string };
  bodyLimit: string;
  /**
   * How long a request's body may take to arrive: a multipart upload as long as it keeps arriving (`uploadIdleMs`
   * with no byte ends it), any other body within `wholeMs`.
   */
  bodyTimeouts: { wholeMs: number; uploadIdleMs: number };
  webRoot: string | null;
  /** The public site's address, without a trailing slash: canonical and shared links, the sitemap (never a request's Host). */
  publicUrl: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** A JSON file of registry entries over `remoteUrls`, read again whenever it changes (a ConfigMap volume). */
  remoteRegistryFile: string | null;
  /** The horse health policy: days between dewormings, trims, yearly vaccines and Coggins tests. */
  health: { wormingDays: number; trimmingDays: number; vaccinesDays: number; cogginsDays: number };
  /**
   * The care plan's settings at a platform's first start (an administrator changes them after, on the care
   * settings page): the ranch's time zone, the lead days of today's care and the digest, and the digest's hour.
   */
  care: { timeZone: string; leadDays: number; digestHour: number };
  /** How long a service keeps a write's Idempotency-Key and its answer: never under a day, for a phone offline overnight. */
  idempotencyHours: number;
  /** How long a deleted record, picture or clip is kept for an administrator to restore, before it is removed for good. */
  deletedRetentionDays: number;
  /**
   * The webhooks service's deliveries: receivers on private, loopback or link-local addresses (`allowPrivate`) and
   * plain http (`allowHttp`) refused unless the operator allows them; `caFile`, a PEM file of certificates trusted
   * besides the usual ones; how long a failing delivery is tried, each request's time-out, and the requests sent
   * to one receiver at once by a replica.
   */
  webhooks: { allowPrivate: boolean; allowHttp: boolean; caFile: string | null; retryHours: number; timeoutMs: number; concurrency: number };
  logLevel: 'error' | 'warn' | 'info' | 'debug';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once and checks all of it, so a bad deployment stops at start-up with every problem
 * listed rather than failing on the first request that needs the missing value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
  // Rules between variables read the raw values, so they are listed beside any invalid value too.
  const target = env.REMUDA_TARGET ?? 'all';
  const distributed = target !== 'all' && (TARGETS as readonly string[]).includes(target);
  if (distributed && env.NATS_URL === undefined) problems.push(`NATS_URL is required when REMUDA_TARGET is ${target}`);
  if (target === 'gateway' && env.REMUDA_JWT_SECRET === undefined) {
    problems.push('REMUDA_JWT_SECRET is required when REMUDA_TARGET is gateway');
  }
  // Replicas counting alone would each allow the whole limit, and a restart would forget it.
  if (target === 'gateway' && env.REDIS_URL === undefined) problems.push('REDIS_URL is required when REMUDA_TARGET is gateway');
  if (Boolean(env.REMUDA_ADMIN_EMAIL) !== Boolean(env.REMUDA_ADMIN_PASSWORD)) {
    problems.push('REMUDA_ADMIN_EMAIL and REMUDA_ADMIN_PASSWORD must be set together');
  }
  if (env.REMUDA_ADMIN_PASSWORD !== undefined && env.REMUDA_ADMIN_PASSWORD.length < 6) {
    problems.push('REMUDA_ADMIN_PASSWORD must be at least 6 characters');
  }
  if (env.S3_ENDPOINT !== undefined && (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY)) {
    problems.push('S3_ACCESS_KEY and S3_SECRET_KEY are required when S3_ENDPOINT is set');
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;

  const dataDir = path.resolve(e.REMUDA_DATA_DIR);
  return {
    target: e.REMUDA_TARGET,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    demo: e.REMUDA_DEMO,
    admin: e.REMUDA_ADMIN_EMAIL && e.REMUDA_ADMIN_PASSWORD
      ? { email: e.REMUDA_ADMIN_EMAIL, password: e.REMUDA_ADMIN_PASSWORD }
      : null,
    transport: e.NATS_URL ? { kind: 'nats', url: e.NATS_URL } : { kind: 'in-process' },
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL, pool: e.REMUDA_DB_POOL } : { kind: 'sqlite', dir: dataDir },
    storage: e.S3_ENDPOINT
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          accessKey: e.S3_ACCESS_KEY ?? '',
          secretKey: e.S3_SECRET_KEY ?? '',
          region: e.S3_REGION,
        }
      : { kind: 'disk', dir: path.join(dataDir, 'media') },
    uploadLimits: { imageBytes: e.REMUDA_MAX_IMAGE_BYTES, videoBytes: e.REMUDA_MAX_VIDEO_BYTES, importBytes: e.REMUDA_MAX_IMPORT_BYTES, documentBytes: e.REMUDA_MAX_DOCUMENT_BYTES, archiveBytes: e.REMUDA_MAX_ARCHIVE_BYTES },
    jwtSecret: e.REMUDA_JWT_SECRET ?? null,
    sessionTtlSeconds: e.REMUDA_SESSION_TTL_SECONDS,
    cookieSecure: e.REMUDA_COOKIE_SECURE,
    trustProxy: e.REMUDA_TRUST_PROXY,
    metricsToken: e.REMUDA_METRICS_TOKEN ?? null,
    rpcTimeoutMs: e.REMUDA_RPC_TIMEOUT_MS,
    admission: { running: e.REMUDA_MAX_RUNNING_REQUESTS, waiting: e.REMUDA_MAX_WAITING_REQUESTS },
    authRateLimit: {
      ipLimit: e.REMUDA_AUTH_IP_LIMIT,
      ipWindowSeconds: e.REMUDA_AUTH_IP_WINDOW_SECONDS,
      failureLimit: e.REMUDA_LOGIN_FAILURE_LIMIT,
      failureWindowSeconds: e.REMUDA_LOGIN_FAILURE_WINDOW_SECONDS,
    },
    contactRateLimit: { limit: e.REMUDA_CONTACT_LIMIT, windowSeconds: e.REMUDA_CONTACT_WINDOW_SECONDS },
    remoteReportsPerMinute: e.REMUDA_REMOTE_REPORTS_LIMIT,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.REMUDA_MAIL_FROM,
      staffEmails: (e.REMUDA_STAFF_EMAIL ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    },
    sharedStore: e.REDIS_URL ? { kind: 'redis', url: e.REDIS_URL } : { kind: 'memory' },
    bodyLimit: e.REMUDA_BODY_LIMIT,
    bodyTimeouts: { wholeMs: e.REMUDA_BODY_TIMEOUT_MS, uploadIdleMs: e.REMUDA_UPLOAD_IDLE_MS },
    webRoot: e.REMUDA_WEB_ROOT ? path.resolve(e.REMUDA_WEB_ROOT) : null,
    publicUrl: (e.REMUDA_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    remoteUrls: Object.fromEntries(REMOTE_NAMES.map((name) => [name, e[remoteUrlVariable(name)]])),
    remoteRegistryFile: e.REMUDA_REMOTE_REGISTRY_FILE ? path.resolve(e.REMUDA_REMOTE_REGISTRY_FILE) : null,
    health: {
      wormingDays: e.REMUDA_HEALTH_WORMING_DAYS,
      trimmingDays: e.REMUDA_HEALTH_TRIMMING_DAYS,
      vaccinesDays: e.REMUDA_HEALTH_VACCINES_DAYS,
      cogginsDays: e.REMUDA_HEALTH_COGGINS_DAYS,
    },
    care: { timeZone: e.REMUDA_TIME_ZONE, leadDays: e.REMUDA_CARE_LEAD_DAYS, digestHour: e.REMUDA_CARE_DIGEST_HOUR },
    idempotencyHours: e.REMUDA_IDEMPOTENCY_HOURS,
    deletedRetentionDays: e.REMUDA_DELETED_RETENTION_DAYS,
    webhooks: {
      allowPrivate: e.REMUDA_WEBHOOKS_ALLOW_PRIVATE,
      allowHttp: e.REMUDA_WEBHOOKS_ALLOW_HTTP,
      caFile: e.REMUDA_WEBHOOKS_CA ? path.resolve(e.REMUDA_WEBHOOKS_CA) : null,
      retryHours: e.REMUDA_WEBHOOKS_RETRY_HOURS,
      timeoutMs: e.REMUDA_WEBHOOKS_TIMEOUT_MS,
      concurrency: e.REMUDA_WEBHOOKS_CONCURRENCY,
    },
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * The signing secret of the embedded default: made once and kept in the data directory, so sessions survive a
 * restart without anyone having to invent a secret. Distributed deployments must set REMUDA_JWT_SECRET.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: made below
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  // `mode` applies only to a new file: one being replaced keeps its permissions unless they are set again.
  chmodSync(file, 0o600);
  return secret;
}
