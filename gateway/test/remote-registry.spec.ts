import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memoryLogger } from '@remuda/service-kit/testing';
import { LiveRemoteRegistry, parseRegistryFile } from '../src/remotes/remote-registry.js';
import { startTestPlatform } from './test-platform.js';

const DEFAULTS = {
  public: '/remotes/public/mf-manifest.json',
  horses: '/remotes/horses/mf-manifest.json',
  medical: '/remotes/medical/mf-manifest.json',
  riding: '/remotes/riding/mf-manifest.json',
  activity: '/remotes/activity/mf-manifest.json',
};
const CDN = 'https://cdn.example.com/horses/2.0.0/mf-manifest.json';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'remuda-registry-'));
  file = path.join(dir, 'registry.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the registry file as an operator (or the kubelet) would, under a new date so a change is always seen. */
let writes = 0;
function write(content: unknown) {
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  // A date of its own: two writes within the file system's clock resolution must still count as a change.
  const when = new Date(Date.now() + ++writes * 1000);
  utimesSync(file, when, when);
}

function live(env: { remoteUrls?: Record<string, string>; file?: string | null } = {}) {
  const logger = memoryLogger('info');
  const registry = new LiveRemoteRegistry({ remoteUrls: env.remoteUrls ?? {}, remoteRegistryFile: env.file === undefined ? file : env.file }, logger);
  return { registry, logger };
}

describe('parseRegistryFile', () => {
  it('takes entries of known remotes: http(s) URLs or paths of the site', () => {
    expect(parseRegistryFile(JSON.stringify({ remotes: { horses: CDN, public: '/mfe/public/1.2.0/mf-manifest.json' } }))).toEqual({
      remotes: { horses: CDN, public: '/mfe/public/1.2.0/mf-manifest.json' },
      previous: {},
      canary: {},
    });
    expect(parseRegistryFile('{"remotes":{}}')).toEqual({ remotes: {}, previous: {}, canary: {} });
  });

  it('takes the previous release of a remote, to load when the current one’s files cannot be fetched', () => {
    const previous = '/remotes/horses/mf-manifest.json';
    expect(parseRegistryFile(JSON.stringify({ remotes: { horses: CDN }, previous: { horses: previous } }))).toEqual({ remotes: { horses: CDN }, previous: { horses: previous }, canary: {} });
  });

  it('takes a canary release with its share, and the threshold it is rolled back by (or the defaults)', () => {
    const canary = { riding: { url: CDN, percent: 10 }, horses: { url: '/remotes/horses-next/mf-manifest.json', percent: 2.5, maxErrorRate: 0.2, minLoads: 5 } };
    expect(parseRegistryFile(JSON.stringify({ remotes: {}, canary }))).toEqual({
      remotes: {},
      previous: {},
      canary: { riding: { url: CDN, percent: 10, maxErrorRate: 0.05, minLoads: 20 }, horses: canary.horses },
    });
  });

  it.each([
    ['not JSON', '{"remotes":', /is not JSON/],
    ['no remotes object', '{"horses":"/x.json"}', /must be an object with a "remotes" object/],
    ['remotes as a list', '{"remotes":["/x.json"]}', /must be an object with a "remotes" object/],
    ['an unknown remote', JSON.stringify({ remotes: { stables: CDN } }), /names an unknown remote "stables" \(known: public, horses, medical, riding, activity\)/],
    ['a URL of another scheme', JSON.stringify({ remotes: { horses: 'javascript:alert(1)' } }), /remotes\.horses must be an http\(s\) URL or a path starting with \//],
    ['another origin in disguise', JSON.stringify({ remotes: { horses: '//evil.example/mf-manifest.json' } }), /remotes\.horses must be an http\(s\) URL/],
    ['a number', JSON.stringify({ remotes: { horses: 7 } }), /remotes\.horses is not a URL/],
    ['an unknown field', JSON.stringify({ remotes: {}, version: 2 }), /has an unknown field "version"/],
    ['a previous release of an unknown remote', JSON.stringify({ remotes: {}, previous: { stables: CDN } }), /previous: names an unknown remote "stables"/],
    ['a previous release that is no URL', JSON.stringify({ remotes: {}, previous: { horses: 'javascript:alert(1)' } }), /previous\.horses must be an http\(s\) URL/],
    ['previous releases as a list', JSON.stringify({ remotes: {}, previous: [CDN] }), /must be an object with a "previous" object/],
    ['a canary of an unknown remote', JSON.stringify({ remotes: {}, canary: { stables: { url: CDN, percent: 10 } } }), /canary: names an unknown remote "stables"/],
    ['a canary without a share', JSON.stringify({ remotes: {}, canary: { horses: { url: CDN } } }), /canary\.horses\.percent must be a number above 0 and at most 100/],
    ['a canary to nobody', JSON.stringify({ remotes: {}, canary: { horses: { url: CDN, percent: 0 } } }), /canary\.horses\.percent must be/],
    ['a canary to more than everyone', JSON.stringify({ remotes: {}, canary: { horses: { url: CDN, percent: 101 } } }), /canary\.horses\.percent must be/],
    ['a canary that may always fail', JSON.stringify({ remotes: {}, canary: { horses: { url: CDN, percent: 10, maxErrorRate: 1 } } }), /canary\.horses\.maxErrorRate must be a number from 0 to below 1/],
    ['a canary judged from no page load', JSON.stringify({ remotes: {}, canary: { horses: { url: CDN, percent: 10, minLoads: 0.5 } } }), /canary\.horses\.minLoads must be a whole number from 1/],
    ['a canary whose URL is no URL', JSON.stringify({ remotes: {}, canary: { horses: { url: 'javascript:alert(1)', percent: 10 } } }), /canary\.horses\.url must be an http\(s\) URL/],
    ['a canary of the current release', JSON.stringify({ remotes: { horses: CDN }, canary: { horses: { url: CDN, percent: 10 } } }), /canary\.horses\.url is the remote's current release/],
    ['a canary with an unknown field', JSON.stringify({ remotes: {}, canary: { horses: { url: CDN, percent: 10, sticky: true } } }), /canary\.horses has an unknown field "sticky"/],
    ['canaries as a list', JSON.stringify({ remotes: {}, canary: [CDN] }), /canary must be an object of remote name/],
  ])('refuses %s', (_what, text, problem) => {
    const parsed = parseRegistryFile(text);
    expect(parsed).toEqual({ problems: expect.arrayContaining([expect.stringMatching(problem)]) });
  });
});

describe('LiveRemoteRegistry', () => {
  it("serves the environment's entries, or the gateway's own copies, without a file", () => {
    const { registry } = live({ remoteUrls: { riding: 'https://riding.example.com/mf-manifest.json' }, file: null });
    expect(registry.registry()).toEqual({ remotes: { ...DEFAULTS, riding: 'https://riding.example.com/mf-manifest.json' } });
    expect(registry.origins()).toEqual(['https://riding.example.com']);
  });

  it("lays the file's entries over the environment's, and follows the file as it changes", () => {
    write({ remotes: { horses: CDN } });
    const { registry, logger } = live({ remoteUrls: { riding: 'https://riding.example.com/mf-manifest.json' } });
    expect(registry.registry().remotes).toEqual({ ...DEFAULTS, riding: 'https://riding.example.com/mf-manifest.json', horses: CDN });
    expect(registry.origins()).toEqual(['https://cdn.example.com', 'https://riding.example.com']);
    expect(logger.lines).toContainEqual(expect.objectContaining({ msg: 'remote registry loaded', file }));

    write({ remotes: { horses: 'http://127.0.0.1:4999/mf-manifest.json' } });
    expect(registry.registry().remotes.horses).toBe('http://127.0.0.1:4999/mf-manifest.json');
    expect(registry.origins()).toEqual(['http://127.0.0.1:4999', 'https://riding.example.com']);

    write({ remotes: {} });
    expect(registry.registry().remotes).toEqual({ ...DEFAULTS, riding: 'https://riding.example.com/mf-manifest.json' });
    expect(registry.origins()).toEqual(['https://riding.example.com']);

    // A release replaced, its predecessor kept: pages may load scripts from both.
    write({ remotes: { horses: CDN }, previous: { horses: 'https://old.example.com/mf-manifest.json' } });
    expect(registry.registry()).toEqual({
      remotes: { ...DEFAULTS, riding: 'https://riding.example.com/mf-manifest.json', horses: CDN },
      previous: { horses: 'https://old.example.com/mf-manifest.json' },
    });
    expect(registry.origins()).toEqual(['https://cdn.example.com', 'https://riding.example.com', 'https://old.example.com']);
  });

  it('keeps the last good registry, and says why, when the file turns invalid or goes missing', () => {
    write({ remotes: { horses: CDN } });
    const { registry, logger } = live();
    write({ remotes: { horses: CDN, stables: CDN } });
    expect(registry.registry().remotes.horses).toBe(CDN);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'remote registry file refused: keeping the last good registry',
        file,
        problems: ['names an unknown remote "stables" (known: public, horses, medical, riding, activity)'],
      }),
    );
    rmSync(file);
    expect(registry.registry().remotes.horses).toBe(CDN);
    expect(logger.lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'remote registry file cannot be read: keeping the last good registry' }));
    write({ remotes: { horses: '/remotes/horses/mf-manifest.json' } });
    expect(registry.registry().remotes).toEqual(DEFAULTS);
  });

  it('starts on the defaults when the file is invalid from the start', () => {
    write('not json');
    const { registry, logger } = live();
    expect(registry.registry()).toEqual({ remotes: DEFAULTS });
    expect(logger.lines).toContainEqual(expect.objectContaining({ level: 'error', problems: [expect.stringMatching(/^is not JSON/)] }));
  });
});

describe('the gateway with REMUDA_REMOTE_REGISTRY_FILE', () => {
  it('serves the changed registry and lets pages load scripts from its origins, without a restart', async () => {
    write({ remotes: {} });
    const platform = await startTestPlatform({ REMUDA_REMOTE_REGISTRY_FILE: file });
    try {
      const csp = async () => (await fetch(`${platform.baseUrl}/health/live`)).headers.get('content-security-policy') ?? '';
      expect((await platform.client().get('/api/remotes')).body).toEqual({ remotes: DEFAULTS });
      expect(await csp()).toContain("script-src 'self';");

      write({ remotes: { horses: CDN } });
      const res = await platform.client().get('/api/remotes');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.body).toEqual({ remotes: { ...DEFAULTS, horses: CDN } });
      expect(await csp()).toContain("script-src 'self' https://cdn.example.com;");

      write({ remotes: {} });
      expect((await platform.client().get('/api/remotes')).body).toEqual({ remotes: DEFAULTS });
      expect(await csp()).toContain("script-src 'self';");
    } finally {
      await platform.stop();
    }
  });
});

describe('canary releases at the gateway', () => {
  const CANARY = '/remotes/riding-next/mf-manifest.json';
  const METRICS_TOKEN = 'canary-metrics-token';

  it('serves the canary, counts what browsers report of the releases it names, and rolls it back by itself past its threshold', async () => {
    write({ remotes: {}, canary: { riding: { url: CANARY, percent: 10, maxErrorRate: 0.25, minLoads: 4 } } });
    const platform = await startTestPlatform({ REMUDA_REMOTE_REGISTRY_FILE: file, REMUDA_METRICS_TOKEN: METRICS_TOKEN, REMUDA_REMOTE_REPORTS_LIMIT: '8' });
    try {
      const browser = platform.client();
      const report = (outcome: string, release = CANARY, remote = 'riding') => browser.post('/api/remotes/reports', { reports: [{ remote, release, outcome }] });
      const admin = platform.client();
      await admin.login('admin@remuda.test');
      const status = async () => {
        const res = await admin.get('/api/remotes/canaries');
        expect(res.status).toBe(200);
        return res.body;
      };

      expect((await browser.get('/api/remotes')).body).toEqual({ remotes: DEFAULTS, canary: { riding: { url: CANARY, percent: 10 } } });
      // A release the registry does not name is not counted: reports cannot grow the metrics without end.
      const mixed = await browser.post('/api/remotes/reports', {
        reports: [
          { remote: 'riding', release: 'https://elsewhere.example/riding/mf-manifest.json', outcome: 'failed' },
          { remote: 'horses', release: DEFAULTS.horses, outcome: 'loaded' },
        ],
      });
      expect(mixed).toMatchObject({ status: 200, body: { counted: 1 } });
      // One page load of four went wrong: 25 %, not past the threshold.
      for (const outcome of ['loaded', 'failed', 'loaded', 'loaded']) expect((await report(outcome)).status).toBe(200);
      expect((await browser.get('/api/remotes')).body.canary).toEqual({ riding: { url: CANARY, percent: 10 } });
      expect(await status()).toEqual([{ remote: 'riding', url: CANARY, percent: 10, maxErrorRate: 0.25, minLoads: 4, loads: 4, errors: 1, rolledBack: null }]);

      // An error thrown in a page load already counted: two of four went wrong.
      expect((await report('error')).status).toBe(200);
      expect((await browser.get('/api/remotes')).body).toEqual({ remotes: DEFAULTS });
      const [judged] = await status();
      expect(judged).toMatchObject({ loads: 4, errors: 2, rolledBack: { at: expect.any(String), loads: 4, errors: 2 } });
      const rolledBack = platform.logger.lines.filter((line) => line.msg === 'canary rolled back');
      expect(rolledBack).toEqual([expect.objectContaining({ level: 'warn', remote: 'riding', release: CANARY, loads: 4, errors: 2 })]);
      // Later reports of it are still counted, but it is rolled back once.
      expect((await report('failed')).status).toBe(200);
      expect(platform.logger.lines.filter((line) => line.msg === 'canary rolled back')).toHaveLength(1);

      const metrics = await (await fetch(`${platform.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      expect(metrics).toContain(`remuda_remote_reports_total{remote="riding",release="${CANARY}",role="canary",outcome="failed"} 2`);
      expect(metrics).toContain(`remuda_remote_reports_total{remote="horses",release="${DEFAULTS.horses}",role="current",outcome="loaded"} 1`);
      expect(metrics).toContain('remuda_canary_rollbacks_total{remote="riding"} 1');
      expect(metrics).not.toContain('elsewhere.example');

      // Eight reports a minute from one address (seven sent so far); the ninth waits.
      expect((await report('loaded')).status).toBe(200);
      const refused = await report('loaded');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await platform.stop();
    }
  });

  it('refuses a malformed report, and shows the canaries to administrators only', async () => {
    write({ remotes: {}, canary: { riding: { url: CANARY, percent: 10 } } });
    const platform = await startTestPlatform({ REMUDA_REMOTE_REGISTRY_FILE: file });
    try {
      const browser = platform.client();
      for (const body of [{}, { reports: [] }, { reports: [{ remote: 'stables', release: CANARY, outcome: 'loaded' }] }, { reports: [{ remote: 'riding', release: CANARY, outcome: 'crashed' }] }]) {
        expect((await browser.post('/api/remotes/reports', body)).status).toBe(400);
      }
      const tooMany = Array.from({ length: 21 }, () => ({ remote: 'riding', release: CANARY, outcome: 'loaded' }));
      expect((await browser.post('/api/remotes/reports', { reports: tooMany })).status).toBe(400);
      expect((await browser.get('/api/remotes/canaries')).status).toBe(401);
      const admin = platform.client();
      await admin.login('admin@remuda.test');
      const { client: trainer } = await platform.newTrainer(admin, 'canary-trainer@remuda.test');
      expect((await trainer.get('/api/remotes/canaries')).status).toBe(403);
      expect((await admin.get('/api/remotes/canaries')).body).toEqual([
        { remote: 'riding', url: CANARY, percent: 10, maxErrorRate: 0.05, minLoads: 20, loads: 0, errors: 0, rolledBack: null },
      ]);
    } finally {
      await platform.stop();
    }
  });
});
