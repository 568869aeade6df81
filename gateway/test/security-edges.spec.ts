import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { HorseDetail } from '@remuda/contracts';
import { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

/** A built shell with a source map left beside its bundle. */
function webRootWithSourceMap(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'remuda-web-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log("shell");');
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js.map'), '{"version":3,"sources":["src/index.ts"]}');
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Remuda</title>');
  return root;
}

/** The gateway as it runs by default: plain HTTP, no proxy trusted, no metrics token (security-edges-https.spec.ts has the other settings). */
let plain: Platform;

beforeAll(async () => {
  plain = await startTestPlatform({ REMUDA_WEB_ROOT: webRootWithSourceMap() }, ALL_SERVICES);
});

afterAll(async () => {
  await plain?.stop();
});

describe('the CSRF origin check', () => {
  it('ignores forwarded headers unless the proxy is trusted', async () => {
    const res = await fetch(`${plain.baseUrl}/api/users/logout`, {
      method: 'POST',
      headers: { origin: 'https://ranch.example', 'x-forwarded-host': 'ranch.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(403);
  });
});

describe('caching of API answers', () => {
  it('keeps no copy of an answer to a signed-in request, by cookie or bearer token', async () => {
    const api = new ApiClient(plain.baseUrl);
    const { body } = await api.login('admin@remuda.test');
    expect((await api.get('/api/users/profile')).headers.get('cache-control')).toBe('no-store');
    // Even where the route names a caching policy of its own for visitors.
    expect((await api.get('/api/remotes')).headers.get('cache-control')).toBe('no-store');
    const bearer = await api.get('/api/horses', { cookie: false, headers: { authorization: `Bearer ${body.token}` } });
    expect([bearer.status, bearer.headers.get('cache-control')]).toEqual([200, 'no-store']);
  });

  it('tags no answer that no cache keeps, and still tags what visitors may keep', async () => {
    const api = new ApiClient(plain.baseUrl);
    await api.login('admin@remuda.test');
    const signedIn = await api.get('/api/remotes');
    expect([signedIn.status, signedIn.headers.get('etag')]).toEqual([200, null]);
    expect((await api.get('/api/users')).headers.get('etag')).toBeNull();
    const visitor = await new ApiClient(plain.baseUrl).get('/api/remotes');
    expect(visitor.headers.get('etag')).toMatch(/^W\/"/);
  });

  it('keeps no copy of the answers that hand out a session token: sign-in and registration', async () => {
    const login = await new ApiClient(plain.baseUrl).post('/api/users/login', { email: 'admin@remuda.test', password: 'remuda-demo' });
    expect([login.status, login.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const register = await new ApiClient(plain.baseUrl).post('/api/users/register', { email: 'fresh-cache@remuda.test', password: 'saddle-up-9', role: 'USER' });
    expect([register.status, register.headers.get('cache-control')]).toEqual([201, 'no-store']);
  });

  it("leaves visitors' public reads cacheable", async () => {
    expect((await new ApiClient(plain.baseUrl).get('/api/remotes')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('over plain HTTP', () => {
  it('keeps the plain cookie name and sends no HSTS', async () => {
    const login = await new ApiClient(plain.baseUrl).post('/api/users/login', { email: 'admin@remuda.test', password: 'remuda-demo' });
    expect(login.setCookie).toMatch(/^remuda_session=[^;]+;/);
    expect(login.setCookie).not.toMatch(/; Secure/);
    expect((await fetch(`${plain.baseUrl}/health/live`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('serves no metrics on the public port without a metrics token configured', async () => {
    expect((await fetch(`${plain.baseUrl}/metrics`)).status).toBe(404);
  });
});

describe('source maps', () => {
  it('are not built for production bundles, by the shell or any remote', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const frontEnds = ['shell', ...readdirSync(root).filter((dir) => dir.startsWith('mfe-') && existsSync(path.join(root, dir, 'webpack.config.js')))];
    expect(frontEnds.length).toBeGreaterThan(1);
    for (const dir of frontEnds) {
      // Read by Node as the build reads it, with the build's environment.
      const devtool = execFileSync(process.execPath, ['-p', `JSON.stringify(require('./${dir}/webpack.config.js').devtool)`], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' },
        encoding: 'utf8',
      }).trim();
      expect([dir, devtool]).toEqual([dir, 'false']);
    }
  });

  it('are never served, even when a build left one behind', async () => {
    expect((await fetch(`${plain.baseUrl}/main.js`)).status).toBe(200);
    expect((await fetch(`${plain.baseUrl}/main.js.map`)).status).toBe(404);
  });
});

describe('input hygiene', () => {
  let trainer: ApiClient;
  beforeAll(async () => {
    trainer = new ApiClient(plain.baseUrl);
    await trainer.login('trainer@remuda.test');
  });

  const fieldError = (field: string, message: string) =>
    expect.objectContaining({ code: 'VALIDATION_FAILED', errors: [{ field, message }] });

  it('refuses NUL characters anywhere in a body or query with 400 and the field', async () => {
    const body = await trainer.post('/api/horses', { name: 'Dusty', sex: 'mare', breed: 'Mus\u0000tang' });
    expect([body.status, body.body]).toEqual([400, fieldError('breed', 'Text cannot contain NUL characters')]);
    const query = await trainer.get('/api/horses?q=a%00b');
    expect([query.status, query.body]).toEqual([400, fieldError('q', 'Text cannot contain NUL characters')]);
  });

  it('refuses names with nothing visible in them', async () => {
    for (const name of ['\u200b\u200b', '\u3164', '\u3164\u3164 \uffa0', '\u115f\u1160', '\u00ad\u2060\ufeff']) {
      const res = await trainer.post('/api/horses', { name, sex: 'mare' });
      expect([res.status, res.body]).toEqual([400, fieldError('name', 'Name is required')]);
    }
  });

  it('refuses control characters and lone surrogates in text fields, with the field named', async () => {
    const horse = await trainer.post('/api/horses', { name: 'Dusty', sex: 'mare', breed: 'Mus\u001btang' });
    expect([horse.status, horse.body]).toEqual([400, fieldError('breed', 'Breed must be a single line without control characters')]);
    // A lone surrogate, as JSON's \\ud800 escape carries it.
    const notes = await trainer.call('POST', '/api/horses', { raw: '{"name":"Dusty","sex":"mare","description":"Calm\\ud800"}' });
    expect([notes.status, notes.body]).toEqual([400, fieldError('description', 'Description cannot contain control characters')]);
    const contact = await new ApiClient(plain.baseUrl).post('/api/users/request-info', { name: 'Jo', email: 'jo@example.com', phone: '555\u00070100', message: 'Hi' });
    expect([contact.status, contact.body]).toEqual([400, fieldError('phone', 'Phone must be a single line without control characters')]);
  });

  it('reads numbers only in plain decimal', async () => {
    for (const limit of ['0x10', '1e1', '0b11', 'Infinity', ' ']) {
      const res = await trainer.get(`/api/horses?limit=${encodeURIComponent(limit)}`);
      expect([limit, res.status, res.body]).toEqual([limit, 400, fieldError('limit', 'Limit must be a number')]);
    }
    const age = await trainer.post('/api/horses', { name: 'Dusty', sex: 'mare', age: '0x10' });
    expect([age.status, age.body]).toEqual([400, fieldError('age', 'Age must be a number')]);
    expect((await trainer.get('/api/horses?limit=10')).status).toBe(200);
  });

  it('takes only real calendar dates', async () => {
    const res = await trainer.post('/api/horses', { name: 'Dusty', sex: 'mare', deceased: true, deceased_date: '2023-02-30' });
    expect([res.status, res.body]).toEqual([400, fieldError('deceased_date', 'Date of death must be a real calendar date')]);
  });
});

describe('data files', () => {
  it('are readable by their owner only: the databases and the stored media', async () => {
    const trainer = new ApiClient(plain.baseUrl);
    await trainer.login('trainer@remuda.test');
    const horse = (await trainer.post('/api/horses', { name: 'Private Eye', sex: 'mare' })).body as HorseDetail;
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } }).png().toBuffer();
    expect((await trainer.upload(`/api/horses/${horse.id}/media`, { name: 'eye.png', type: 'image/png', bytes })).status).toBe(201);
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(path.join(plain.config.dataDir, 'users.sqlite'))).toBe(0o600);
    expect(mode(path.join(plain.config.dataDir, 'horses.sqlite'))).toBe(0o600);
    const mediaDir = (plain.config.storage as { dir: string }).dir;
    const entries = readdirSync(mediaDir, { recursive: true, withFileTypes: true });
    expect(entries.length).toBeGreaterThan(0);
    expect(mode(mediaDir)).toBe(0o700);
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      expect([file, mode(file)]).toEqual([file, entry.isDirectory() ? 0o700 : 0o600]);
    }
  });
});
