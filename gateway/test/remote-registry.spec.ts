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
    });
    expect(parseRegistryFile('{"remotes":{}}')).toEqual({ remotes: {}, previous: {} });
  });

  it('takes the previous release of a remote, to load when the current one’s files cannot be fetched', () => {
    const previous = '/remotes/horses/mf-manifest.json';
    expect(parseRegistryFile(JSON.stringify({ remotes: { horses: CDN }, previous: { horses: previous } }))).toEqual({ remotes: { horses: CDN }, previous: { horses: previous } });
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
