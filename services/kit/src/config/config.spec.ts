import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, SERVICE_TARGETS as MANIFEST_TARGETS, remoteUrlVariable } from '@remuda/contracts';
import { type Config, ConfigError, SERVICE_TARGETS, TARGETS, loadConfig, resolveJwtSecret } from './config.js';

const SECRET = 's'.repeat(32);

/** The problems `loadConfig` reports for `env`; fails the test when it accepts it. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('runs the embedded default with nothing set', () => {
    const config = loadConfig({});
    expect(config).toEqual<Config>({
      target: 'all',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      demo: true,
      admin: null,
      transport: { kind: 'in-process' },
      database: { kind: 'sqlite', dir: path.resolve('./data') },
      storage: { kind: 'disk', dir: path.resolve('./data/media') },
      uploadLimits: { imageBytes: 20 * 1024 * 1024, videoBytes: 500 * 1024 * 1024, importBytes: 20 * 1024 * 1024, documentBytes: 20 * 1024 * 1024, archiveBytes: 10 * 1024 * 1024 * 1024 },
      jwtSecret: null,
      sessionTtlSeconds: 8 * 3600,
      cookieSecure: false,
      trustProxy: false,
      metricsToken: null,
      rpcTimeoutMs: 5000,
      admission: { running: 32, waiting: 1000 },
      authRateLimit: { ipLimit: 30, ipWindowSeconds: 60, failureLimit: 5, failureWindowSeconds: 900 },
      contactRateLimit: { limit: 5, windowSeconds: 3600 },
      remoteReportsPerMinute: 30,
      mail: { smtpUrl: null, from: 'Remuda Ranch <no-reply@remuda.local>', staffEmails: [] },
      sharedStore: { kind: 'memory' },
      bodyLimit: '100kb',
      bodyTimeouts: { wholeMs: 300_000, uploadIdleMs: 60_000 },
      webRoot: null,
      publicUrl: 'http://localhost:8080',
      remoteUrls: { public: undefined, horses: undefined, medical: undefined, riding: undefined, activity: undefined },
      remoteRegistryFile: null,
      health: { wormingDays: 90, trimmingDays: 49, vaccinesDays: 365, cogginsDays: 365 },
      care: { timeZone: 'UTC', leadDays: 14, digestHour: 6 },
      idempotencyHours: 48,
      deletedRetentionDays: 30,
      webhooks: { allowPrivate: false, allowHttp: false, caFile: null, retryHours: 24, timeoutMs: 10_000, concurrency: 4 },
      logLevel: 'info',
    });
  });

  it('stores media in S3 when S3_ENDPOINT is set, and wants its keys', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's', S3_BUCKET: 'ranch-media' }).storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'ranch-media',
      accessKey: 'k',
      secretKey: 's',
      region: 'us-east-1',
    });
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000' })).toContain('S3_ACCESS_KEY and S3_SECRET_KEY are required when S3_ENDPOINT is set');
    expect(problemsOf({ S3_ENDPOINT: 'ftp://minio', S3_BUCKET: 'No_Caps', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' })).toEqual(
      expect.arrayContaining(['S3_ENDPOINT must be a http or https URL', 'S3_BUCKET must be a valid bucket name']),
    );
  });

  it('reads the environment it is given, not the process environment', () => {
    const before = process.env.PORT;
    process.env.PORT = '1234';
    try {
      expect(loadConfig({}).port).toBe(8080);
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      REMUDA_TARGET: 'users',
      PORT: '9000',
      HOST: '127.0.0.1',
      REMUDA_DATA_DIR: '/var/lib/remuda',
      REMUDA_DEMO: 'off',
      REMUDA_ADMIN_EMAIL: 'boss@remuda.test',
      REMUDA_ADMIN_PASSWORD: 'boss-password',
      NATS_URL: 'nats://nats:4222',
      DATABASE_URL: 'postgres://db/remuda',
      REMUDA_SESSION_TTL_SECONDS: '600',
      REMUDA_COOKIE_SECURE: 'yes',
      REMUDA_TRUST_PROXY: '1',
      REMUDA_RPC_TIMEOUT_MS: '250',
      REMUDA_AUTH_IP_LIMIT: '10',
      REMUDA_AUTH_IP_WINDOW_SECONDS: '30',
      REMUDA_LOGIN_FAILURE_LIMIT: '3',
      REMUDA_LOGIN_FAILURE_WINDOW_SECONDS: '120',
      REMUDA_BODY_LIMIT: '1mb',
      REMUDA_WEB_ROOT: 'web',
      REMUDA_REMOTE_HORSES_URL: 'https://cdn.example.com/horses/mf-manifest.json',
      REMUDA_REMOTE_REGISTRY_FILE: 'remotes/registry.json',
      REMUDA_HEALTH_WORMING_DAYS: '60',
      REMUDA_HEALTH_TRIMMING_DAYS: '42',
      REMUDA_HEALTH_VACCINES_DAYS: '180',
      REMUDA_HEALTH_COGGINS_DAYS: '730',
      REMUDA_IDEMPOTENCY_HOURS: '72',
      REMUDA_DELETED_RETENTION_DAYS: '7',
      REMUDA_DB_POOL: '4',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      target: 'users',
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/remuda',
      demo: false,
      admin: { email: 'boss@remuda.test', password: 'boss-password' },
      transport: { kind: 'nats', url: 'nats://nats:4222' },
      database: { kind: 'postgres', url: 'postgres://db/remuda', pool: 4 },
      sessionTtlSeconds: 600,
      cookieSecure: true,
      trustProxy: true,
      rpcTimeoutMs: 250,
      authRateLimit: { ipLimit: 10, ipWindowSeconds: 30, failureLimit: 3, failureWindowSeconds: 120 },
      bodyLimit: '1mb',
      webRoot: path.resolve('web'),
      remoteUrls: { horses: 'https://cdn.example.com/horses/mf-manifest.json' },
      remoteRegistryFile: path.resolve('remotes/registry.json'),
      health: { wormingDays: 60, trimmingDays: 42, vaccinesDays: 180, cogginsDays: 730 },
      idempotencyHours: 72,
      deletedRetentionDays: 7,
      logLevel: 'debug',
    });
  });

  it('takes the public site address from REMUDA_PUBLIC_URL, without a trailing slash, else localhost on PORT', () => {
    expect(loadConfig({ REMUDA_PUBLIC_URL: 'https://ranch.example/' }).publicUrl).toBe('https://ranch.example');
    expect(loadConfig({ REMUDA_PUBLIC_URL: 'http://127.0.0.1:3000' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    for (const bad of ['ranch.example', 'ftp://ranch.example', 'https://ranch.example/site', 'https://ranch.example?x=1']) {
      expect(() => loadConfig({ REMUDA_PUBLIC_URL: bad })).toThrow('REMUDA_PUBLIC_URL must be an http(s) URL with no path, such as https://remuda.example');
    }
  });

  it('takes its targets from the domain manifest: all, gateway, demo and every service', () => {
    expect(SERVICE_TARGETS).toEqual(MANIFEST_TARGETS);
    expect(TARGETS).toEqual(['all', 'gateway', 'demo', ...MANIFEST_TARGETS]);
    for (const target of MANIFEST_TARGETS) {
      expect(loadConfig({ REMUDA_TARGET: target, NATS_URL: 'nats://nats:4222' }).target).toBe(target);
    }
  });

  it('reads a REMUDA_REMOTE_<NAME>_URL for every remote of the domain manifest', () => {
    expect(REMOTE_NAMES.map((name) => remoteUrlVariable(name))).toEqual([
      'REMUDA_REMOTE_PUBLIC_URL',
      'REMUDA_REMOTE_HORSES_URL',
      'REMUDA_REMOTE_MEDICAL_URL',
      'REMUDA_REMOTE_RIDING_URL',
      'REMUDA_REMOTE_ACTIVITY_URL',
    ]);
    const env = Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), `https://cdn.example.com/${name}/mf-manifest.json`]));
    expect(loadConfig(env).remoteUrls).toEqual(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, `https://cdn.example.com/${name}/mf-manifest.json`])),
    );
  });

  it.each([
    ['1', true], ['true', true], ['yes', true], ['on', true],
    ['0', false], ['false', false], ['no', false], ['off', false],
  ])('reads the flag value %s as %s', (value, expected) => {
    expect(loadConfig({ REMUDA_DEMO: value }).demo).toBe(expected);
    expect(loadConfig({ REMUDA_COOKIE_SECURE: value }).cookieSecure).toBe(expected);
  });

  it('treats an empty number as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it('accepts the ends of each number range', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ REMUDA_RPC_TIMEOUT_MS: '100' }).rpcTimeoutMs).toBe(100);
  });

  it.each(['-1', '65536', '80.5', 'eighty'])('refuses PORT=%s with the allowed range', (port) => {
    expect(problemsOf({ PORT: port })).toEqual(['PORT must be a whole number from 0 to 65535']);
  });

  it('reads the webhooks settings, refusing what is out of range', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, allowHttp: false, caFile: null, retryHours: 24, timeoutMs: 10_000, concurrency: 4 });
    const set = loadConfig({ REMUDA_WEBHOOKS_ALLOW_PRIVATE: '1', REMUDA_WEBHOOKS_ALLOW_HTTP: 'yes', REMUDA_WEBHOOKS_CA: 'ca.pem', REMUDA_WEBHOOKS_RETRY_HOURS: '2', REMUDA_WEBHOOKS_TIMEOUT_MS: '500', REMUDA_WEBHOOKS_CONCURRENCY: '1' });
    expect(set.webhooks).toEqual({ allowPrivate: true, allowHttp: true, caFile: path.resolve('ca.pem'), retryHours: 2, timeoutMs: 500, concurrency: 1 });
    expect(problemsOf({ REMUDA_WEBHOOKS_RETRY_HOURS: '0', REMUDA_WEBHOOKS_CONCURRENCY: 'many' })).toEqual([
      'REMUDA_WEBHOOKS_RETRY_HOURS must be a whole number from 1 to 720',
      'REMUDA_WEBHOOKS_CONCURRENCY must be a whole number from 1 to 100',
    ]);
  });

  it('keeps at most 10 PostgreSQL connections a process unless REMUDA_DB_POOL says otherwise, refusing what is out of range', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/remuda' }).database).toEqual({ kind: 'postgres', url: 'postgres://db/remuda', pool: 10 });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/remuda', REMUDA_DB_POOL: '5' }).database).toMatchObject({ pool: 5 });
    expect(problemsOf({ REMUDA_DB_POOL: '0' })).toEqual(['REMUDA_DB_POOL must be a whole number from 1 to 100']);
  });

  it('gives a body five minutes to arrive and an upload a minute without a byte, unless told otherwise', () => {
    expect(loadConfig({}).bodyTimeouts).toEqual({ wholeMs: 300_000, uploadIdleMs: 60_000 });
    expect(loadConfig({ REMUDA_BODY_TIMEOUT_MS: '2000', REMUDA_UPLOAD_IDLE_MS: '1000' }).bodyTimeouts).toEqual({ wholeMs: 2000, uploadIdleMs: 1000 });
    expect(problemsOf({ REMUDA_BODY_TIMEOUT_MS: '10', REMUDA_UPLOAD_IDLE_MS: 'soon' })).toEqual([
      'REMUDA_BODY_TIMEOUT_MS must be a whole number from 1000 to 3600000',
      'REMUDA_UPLOAD_IDLE_MS must be a whole number from 1000 to 3600000',
    ]);
  });

  it('lists every invalid variable in one ConfigError', () => {
    const env = {
      REMUDA_TARGET: 'horses-and-cattle',
      PORT: 'http',
      REMUDA_DEMO: 'maybe',
      NATS_URL: 'http://nats:4222',
      DATABASE_URL: 'mysql://db',
      REMUDA_JWT_SECRET: 'short',
      REMUDA_RPC_TIMEOUT_MS: '10',
      REMUDA_BODY_LIMIT: '10 gigabytes',
      LOG_LEVEL: 'loud',
    };
    const problems = problemsOf(env);
    expect(problems).toEqual(
      expect.arrayContaining([
        `REMUDA_TARGET must be one of ${TARGETS.join(', ')}`,
        'PORT must be a whole number from 0 to 65535',
        'REMUDA_DEMO must be 1/0, true/false, yes/no or on/off',
        'NATS_URL must be a nats or tls URL',
        'DATABASE_URL must be a postgres or postgresql URL',
        'REMUDA_JWT_SECRET must be at least 32 characters',
        'REMUDA_RPC_TIMEOUT_MS must be a whole number from 100 to 120000',
        'REMUDA_BODY_LIMIT must look like 100kb or 1mb',
        'LOG_LEVEL must be error, warn, info or debug',
      ]),
    );
    expect(problems).toHaveLength(Object.keys(env).length);
    try {
      loadConfig(env);
    } catch (err) {
      // The message an operator reads lists them all, one a line.
      for (const variable of Object.keys(env)) expect((err as Error).message).toContain(`  - ${variable} `);
    }
  });

  it('lists problems between variables beside invalid values, not one start-up at a time', () => {
    const problems = problemsOf({ REMUDA_TARGET: 'gateway', PORT: 'eighty', REMUDA_ADMIN_EMAIL: 'boss@remuda.test' });
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535',
      'NATS_URL is required when REMUDA_TARGET is gateway',
      'REMUDA_JWT_SECRET is required when REMUDA_TARGET is gateway',
      'REDIS_URL is required when REMUDA_TARGET is gateway',
      'REMUDA_ADMIN_EMAIL and REMUDA_ADMIN_PASSWORD must be set together',
    ]);
  });

  it('requires NATS_URL for every target but the embedded default', () => {
    expect(problemsOf({ REMUDA_TARGET: 'users' })).toEqual(['NATS_URL is required when REMUDA_TARGET is users']);
    expect(problemsOf({ REMUDA_TARGET: 'users', NATS_URL: '' })).toEqual(['NATS_URL must be a nats or tls URL']);
    expect(loadConfig({ REMUDA_TARGET: 'users', NATS_URL: 'tls://nats:4222' }).transport).toEqual({ kind: 'nats', url: 'tls://nats:4222' });
    expect(loadConfig({ REMUDA_TARGET: 'all', NATS_URL: 'nats://nats:4222' }).transport).toEqual({ kind: 'nats', url: 'nats://nats:4222' });
  });

  it('requires REMUDA_JWT_SECRET for the gateway only', () => {
    expect(problemsOf({ REMUDA_TARGET: 'gateway', NATS_URL: 'nats://nats:4222', REDIS_URL: 'redis://redis:6379' })).toEqual([
      'REMUDA_JWT_SECRET is required when REMUDA_TARGET is gateway',
    ]);
    const gateway = loadConfig({ REMUDA_TARGET: 'gateway', NATS_URL: 'nats://nats:4222', REMUDA_JWT_SECRET: SECRET, REDIS_URL: 'redis://redis:6379' });
    expect(gateway.jwtSecret).toBe(SECRET);
    expect(loadConfig({ REMUDA_TARGET: 'users', NATS_URL: 'nats://nats:4222' }).jwtSecret).toBeNull();
  });

  it('counts rate limits in Redis when REDIS_URL is set, which the gateway target requires', () => {
    expect(problemsOf({ REMUDA_TARGET: 'gateway', NATS_URL: 'nats://nats:4222', REMUDA_JWT_SECRET: SECRET })).toEqual([
      'REDIS_URL is required when REMUDA_TARGET is gateway',
    ]);
    expect(problemsOf({ REDIS_URL: 'http://redis:6379' })).toEqual(['REDIS_URL must be a redis or rediss URL']);
    expect(loadConfig({ REDIS_URL: 'rediss://redis:6380/2' }).sharedStore).toEqual({ kind: 'redis', url: 'rediss://redis:6380/2' });
    expect(loadConfig({ REMUDA_TARGET: 'users', NATS_URL: 'nats://nats:4222' }).sharedStore).toEqual({ kind: 'memory' });
  });

  it('sends staff mail only with SMTP_URL, to REMUDA_STAFF_EMAIL when set, and limits contact requests per address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      REMUDA_MAIL_FROM: 'Ranch <ranch@example.com>',
      REMUDA_STAFF_EMAIL: ' office@example.com, barn@example.com ,',
      REMUDA_CONTACT_LIMIT: '2',
      REMUDA_CONTACT_WINDOW_SECONDS: '600',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Ranch <ranch@example.com>',
      staffEmails: ['office@example.com', 'barn@example.com'],
    });
    expect(config.contactRateLimit).toEqual({ limit: 2, windowSeconds: 600 });
    expect(problemsOf({ SMTP_URL: 'http://mail', REMUDA_CONTACT_LIMIT: '0' })).toEqual(
      expect.arrayContaining(['SMTP_URL must be a smtp or smtps URL', 'REMUDA_CONTACT_LIMIT must be a whole number from 1 to 100000']),
    );
  });

  it('wants the first administrator email and password together', () => {
    expect(problemsOf({ REMUDA_ADMIN_EMAIL: 'boss@remuda.test' })).toEqual([
      'REMUDA_ADMIN_EMAIL and REMUDA_ADMIN_PASSWORD must be set together',
    ]);
    expect(problemsOf({ REMUDA_ADMIN_PASSWORD: 'boss-password' })).toEqual([
      'REMUDA_ADMIN_EMAIL and REMUDA_ADMIN_PASSWORD must be set together',
    ]);
    expect(problemsOf({ REMUDA_ADMIN_EMAIL: 'boss@remuda.test', REMUDA_ADMIN_PASSWORD: 'boss' })).toEqual([
      'REMUDA_ADMIN_PASSWORD must be at least 6 characters',
    ]);
    expect(loadConfig({ REMUDA_ADMIN_EMAIL: 'boss@remuda.test', REMUDA_ADMIN_PASSWORD: 'boss-password' }).admin).toEqual({
      email: 'boss@remuda.test',
      password: 'boss-password',
    });
  });

  it('reads the health policy intervals as whole days from 1 to 3650', () => {
    expect(loadConfig({ REMUDA_HEALTH_WORMING_DAYS: '1', REMUDA_HEALTH_COGGINS_DAYS: '3650' }).health).toEqual({
      wormingDays: 1, trimmingDays: 49, vaccinesDays: 365, cogginsDays: 3650,
    });
    expect(problemsOf({ REMUDA_HEALTH_WORMING_DAYS: '0', REMUDA_HEALTH_TRIMMING_DAYS: '7.5', REMUDA_HEALTH_VACCINES_DAYS: 'yearly', REMUDA_HEALTH_COGGINS_DAYS: '3651' })).toEqual([
      'REMUDA_HEALTH_WORMING_DAYS must be a whole number from 1 to 3650',
      'REMUDA_HEALTH_TRIMMING_DAYS must be a whole number from 1 to 3650',
      'REMUDA_HEALTH_VACCINES_DAYS must be a whole number from 1 to 3650',
      'REMUDA_HEALTH_COGGINS_DAYS must be a whole number from 1 to 3650',
    ]);
  });

  it('reads the care list’s lead days as whole days from 0 to 365, 14 unless set', () => {
    expect(loadConfig({}).care.leadDays).toBe(14);
    expect(loadConfig({ REMUDA_CARE_LEAD_DAYS: '0' }).care.leadDays).toBe(0);
    expect(loadConfig({ REMUDA_CARE_LEAD_DAYS: '30' }).care.leadDays).toBe(30);
    expect(loadConfig({ REMUDA_TIME_ZONE: 'America/Denver', REMUDA_CARE_DIGEST_HOUR: '7' }).care).toEqual({ timeZone: 'America/Denver', leadDays: 14, digestHour: 7 });
    expect(() => loadConfig({ REMUDA_TIME_ZONE: 'Mars/Olympus' })).toThrow(/REMUDA_TIME_ZONE/);
    expect(() => loadConfig({ REMUDA_CARE_DIGEST_HOUR: '24' })).toThrow(/REMUDA_CARE_DIGEST_HOUR/);
    expect(problemsOf({ REMUDA_CARE_LEAD_DAYS: '366' })).toEqual(['REMUDA_CARE_LEAD_DAYS must be a whole number from 0 to 365']);
  });

  it('keeps deleted things a whole number of days, from one to ten years', () => {
    expect(loadConfig({ REMUDA_DELETED_RETENTION_DAYS: '1' }).deletedRetentionDays).toBe(1);
    expect(problemsOf({ REMUDA_DELETED_RETENTION_DAYS: '0' })).toEqual(['REMUDA_DELETED_RETENTION_DAYS must be a whole number from 1 to 3650']);
  });

  it('keeps Idempotency-Keys at least a day: whole hours from 24 to a year', () => {
    expect(loadConfig({ REMUDA_IDEMPOTENCY_HOURS: '24' }).idempotencyHours).toBe(24);
    expect(loadConfig({ REMUDA_IDEMPOTENCY_HOURS: '8760' }).idempotencyHours).toBe(8760);
    expect(problemsOf({ REMUDA_IDEMPOTENCY_HOURS: '23' })).toEqual(['REMUDA_IDEMPOTENCY_HOURS must be a whole number from 24 to 8760']);
  });

  it('names itself ConfigError with a message that starts with what went wrong', () => {
    const error = new ConfigError(['PORT must be a whole number from 0 to 65535']);
    expect(error.name).toBe('ConfigError');
    expect(error.message).toBe('Invalid configuration:\n  - PORT must be a whole number from 0 to 65535');
  });
});

describe('resolveJwtSecret', () => {
  const freshDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'remuda-config-')), 'nested', 'data');
  const secretFile = (config: Config) => path.join(config.dataDir, 'session-secret');

  it('uses REMUDA_JWT_SECRET when it is set and writes nothing', () => {
    const config = loadConfig({ REMUDA_DATA_DIR: freshDir(), REMUDA_JWT_SECRET: SECRET });
    expect(resolveJwtSecret(config)).toBe(SECRET);
    expect(existsSync(config.dataDir)).toBe(false);
  });

  it('makes a long random secret on first start, kept readable by its owner only', () => {
    const config = loadConfig({ REMUDA_DATA_DIR: freshDir() });
    const secret = resolveJwtSecret(config);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFile(config), 'utf8')).toBe(secret);
    expect(statSync(secretFile(config)).mode & 0o777).toBe(0o600);
  });

  it('reuses the kept secret on the next start, so sessions survive a restart', () => {
    const dir = freshDir();
    const first = resolveJwtSecret(loadConfig({ REMUDA_DATA_DIR: dir }));
    expect(resolveJwtSecret(loadConfig({ REMUDA_DATA_DIR: dir }))).toBe(first);
  });

  it('makes a different secret for each data directory', () => {
    expect(resolveJwtSecret(loadConfig({ REMUDA_DATA_DIR: freshDir() }))).not.toBe(resolveJwtSecret(loadConfig({ REMUDA_DATA_DIR: freshDir() })));
  });

  it('replaces a kept secret too short to sign with, and keeps the new one private', () => {
    const config = loadConfig({ REMUDA_DATA_DIR: freshDir() });
    resolveJwtSecret(config);
    writeFileSync(secretFile(config), 'short\n');
    chmodSync(secretFile(config), 0o644);
    const secret = resolveJwtSecret(config);
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFile(config), 'utf8')).toBe(secret);
    expect(statSync(secretFile(config)).mode & 0o777).toBe(0o600);
  });

  it('ignores white space around a kept secret', () => {
    const config = loadConfig({ REMUDA_DATA_DIR: freshDir() });
    resolveJwtSecret(config);
    writeFileSync(secretFile(config), `  ${SECRET}\n`);
    expect(resolveJwtSecret(config)).toBe(SECRET);
  });
});
