import type * as Runtime from '@module-federation/enhanced/runtime';
import { mockApi } from '@remuda/shell-kit/testing';

// The federation runtime itself cannot run in jsdom; what is tested here is what the kit does around it:
// where it finds the remotes, what it registers, and the one retry.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const REGISTRY = {
  remotes: {
    public: 'https://ranch.test/remotes/public/mf-manifest.json',
    horses: 'https://ranch.test/remotes/horses/mf-manifest.json',
  },
};
const ROUTES = { routes: [{ path: 'about' }] };

/** A fresh module per test: the registry is remembered for the life of the page. */
async function loader() {
  jest.resetModules();
  const runtime = jest.requireMock<jest.Mocked<typeof Runtime>>('@module-federation/enhanced/runtime');
  const { loadRemoteModule, federationName } = await import('./load-remote-module');
  const { remoteVersion } = await import('./remote-version');
  const loadRoutes = (remote: 'public' | 'horses' | 'medical') => loadRemoteModule(remote, 'routes');
  return { loadRoutes, federationName, remoteVersion, loadRemote: runtime.loadRemote, registerRemotes: runtime.registerRemotes };
}

describe('loadRemoteModule', () => {
  it('finds the remote in the registry, registers it and answers its routes', async () => {
    const { requests } = mockApi({ 'GET /api/remotes': { body: REGISTRY } });
    const { loadRoutes, loadRemote, registerRemotes } = await loader();
    loadRemote.mockResolvedValue(ROUTES);

    await expect(loadRoutes('public')).resolves.toEqual(ROUTES);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remuda_public', entry: REGISTRY.remotes.public }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('remuda_public/routes');
    expect(requests.map((r) => r.url)).toEqual(['/api/remotes']);
  });

  it('prefixes federation names, since remote names like "public" are reserved words', async () => {
    const { federationName } = await loader();
    expect(federationName('public')).toBe('remuda_public');
    expect(federationName('medical')).toBe('remuda_medical');
  });

  it('asks for the registry once for every remote of the page', async () => {
    const { requests } = mockApi({ 'GET /api/remotes': { body: REGISTRY } });
    const { loadRoutes, loadRemote } = await loader();
    loadRemote.mockResolvedValue(ROUTES);
    await loadRoutes('public');
    await loadRoutes('horses');
    expect(requests.filter((r) => r.url === '/api/remotes')).toHaveLength(1);
    expect(loadRemote).toHaveBeenCalledWith('remuda_horses/routes');
  });

  it('retries a failed load once, registering the remote afresh', async () => {
    mockApi({ 'GET /api/remotes': { body: REGISTRY } });
    const { loadRoutes, loadRemote, registerRemotes } = await loader();
    loadRemote.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(ROUTES);

    await expect(loadRoutes('public')).resolves.toEqual(ROUTES);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes.mock.calls.map(([, options]) => options)).toEqual([{ force: false }, { force: true }]);
  });

  it('counts a try that neither ends nor fails as failed, and tries again afresh', async () => {
    mockApi({ 'GET /api/remotes': { body: REGISTRY } });
    const { loadRemote, registerRemotes } = await loader();
    const { loadRemoteModule } = await import('./load-remote-module');
    loadRemote.mockReturnValueOnce(new Promise(() => {})).mockResolvedValueOnce(ROUTES);

    await expect(loadRemoteModule('horses', 'routes', { waitMs: 50 })).resolves.toEqual(ROUTES);
    expect(registerRemotes.mock.calls.map(([, options]) => options)).toEqual([{ force: false }, { force: true }]);
  });

  it('gives up after the second failure', async () => {
    mockApi({ 'GET /api/remotes': { body: REGISTRY } });
    const { loadRoutes, loadRemote } = await loader();
    loadRemote.mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('second'));

    await expect(loadRoutes('public')).rejects.toThrow('second');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads the previous release the registry keeps when the current one fails twice, and stays on it', async () => {
    const previous = 'https://ranch.test/remotes/public-1.3.0/mf-manifest.json';
    mockApi({ 'GET /api/remotes': { body: { ...REGISTRY, previous: { public: previous } } }, [`GET ${previous}`]: { body: { metaData: { buildInfo: { buildVersion: '1.3.0' } } } } });
    const { loadRoutes, loadRemote, registerRemotes, remoteVersion } = await loader();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    loadRemote.mockRejectedValueOnce(new Error('manifest 404')).mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue(ROUTES);

    await expect(loadRoutes('public')).resolves.toEqual(ROUTES);
    expect(registerRemotes.mock.calls).toEqual([
      [[{ name: 'remuda_public', entry: REGISTRY.remotes.public }], { force: false }],
      [[{ name: 'remuda_public', entry: REGISTRY.remotes.public }], { force: true }],
      [[{ name: 'remuda_public', entry: previous }], { force: true }],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    // The release the page runs is the one its code came from.
    await expect(remoteVersion('public')).resolves.toBe('1.3.0');
    await loadRoutes('public');
    expect(registerRemotes.mock.calls.at(-1)).toEqual([[{ name: 'remuda_public', entry: previous }], { force: false }]);
    warn.mockRestore();
  });

  it('asks for the registry again before its second try, taking up a release the operator switched to meanwhile', async () => {
    const fixed = 'https://ranch.test/remotes/public-1.4.1/mf-manifest.json';
    let calls = 0;
    const { requests } = mockApi({ 'GET /api/remotes': () => (++calls === 1 ? { body: REGISTRY } : { body: { remotes: { ...REGISTRY.remotes, public: fixed } } }) });
    const { loadRoutes, loadRemote, registerRemotes } = await loader();
    loadRemote.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(ROUTES);
    await expect(loadRoutes('public')).resolves.toEqual(ROUTES);
    expect(registerRemotes.mock.calls.at(-1)).toEqual([[{ name: 'remuda_public', entry: fixed }], { force: true }]);
    expect(requests.filter((r) => r.url === '/api/remotes')).toHaveLength(2);
  });

  it('gives up when the previous release fails too', async () => {
    const previous = 'https://ranch.test/remotes/public-1.3.0/mf-manifest.json';
    mockApi({ 'GET /api/remotes': { body: { ...REGISTRY, previous: { public: previous } } } });
    const { loadRoutes, loadRemote } = await loader();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    loadRemote.mockRejectedValue(new Error('gone'));
    await expect(loadRoutes('public')).rejects.toThrow('gone');
    expect(loadRemote).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('fails when the remote does not expose the module', async () => {
    mockApi({ 'GET /api/remotes': { body: REGISTRY } });
    const { loadRoutes, loadRemote } = await loader();
    loadRemote.mockResolvedValue(null);
    await expect(loadRoutes('public')).rejects.toThrow('The public section has no routes');
  });

  it('fails when the registry has no address for the remote', async () => {
    mockApi({ 'GET /api/remotes': { body: REGISTRY } });
    const { loadRoutes, loadRemote } = await loader();
    await expect(loadRoutes('medical')).rejects.toThrow('No address is registered for the medical section');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('asks for the registry again after it could not be read', async () => {
    let calls = 0;
    const { requests } = mockApi({
      'GET /api/remotes': () => (++calls === 1 ? { status: 503 } : { body: REGISTRY }),
    });
    const { loadRoutes, loadRemote } = await loader();
    loadRemote.mockResolvedValue(ROUTES);
    await expect(loadRoutes('public')).resolves.toEqual(ROUTES);
    expect(requests.filter((r) => r.url === '/api/remotes')).toHaveLength(2);
  });

  it("fails with the registry's fallback text when it cannot be read twice", async () => {
    mockApi({ 'GET /api/remotes': { status: 503 } });
    const { loadRoutes } = await loader();
    await expect(loadRoutes('public')).rejects.toThrow('Failed to find the site sections');
  });
});

describe('remoteVersion', () => {
  const manifest = (buildVersion: unknown) => ({ body: { id: 'remuda_public', metaData: { buildInfo: { buildVersion, buildName: '@remuda/mfe-public' } } } });

  it("answers the build version of the manifest the registry names, asking for the registry once", async () => {
    const { requests } = mockApi({ 'GET /api/remotes': { body: REGISTRY }, [`GET ${REGISTRY.remotes.public}`]: manifest('1.4.0') });
    const { remoteVersion, loadRoutes, loadRemote } = await loader();
    loadRemote.mockResolvedValue(ROUTES);
    await loadRoutes('public');
    await expect(remoteVersion('public')).resolves.toBe('1.4.0');
    expect(requests.map((r) => r.url)).toEqual(['/api/remotes', REGISTRY.remotes.public]);
  });

  it('answers null for a manifest without a version, one that cannot be read, or an entry that is no manifest', async () => {
    mockApi({
      'GET /api/remotes': { body: { remotes: { ...REGISTRY.remotes, medical: 'https://ranch.test/remotes/medical/remoteEntry.js' } } },
      [`GET ${REGISTRY.remotes.public}`]: manifest(7),
      [`GET ${REGISTRY.remotes.horses}`]: { status: 404 },
    });
    const { remoteVersion } = await loader();
    await expect(remoteVersion('public')).resolves.toBeNull();
    await expect(remoteVersion('horses')).resolves.toBeNull();
    await expect(remoteVersion('medical')).resolves.toBeNull();
  });
});

describe('canary releases', () => {
  const CANARY = 'https://ranch.test/remotes/horses-2.1.0/mf-manifest.json';
  const WITH_CANARY = { ...REGISTRY, canary: { horses: { url: CANARY, percent: 10 } } };

  /** The loader and the reports of one page load, the reports sent to `sent` when flushed. */
  async function page(bucket: string | null) {
    document.cookie = bucket === null ? 'remuda-release-bucket=; Max-Age=0; Path=/' : `remuda-release-bucket=${bucket}; Path=/`;
    const loaded = await loader();
    const reports = await import('./remote-reports');
    const { remoteOfScript, reportRemoteError, releaseBucket } = await import('./load-remote-module');
    const sent: unknown[][] = [];
    const stop = reports.startRemoteReports(remoteOfScript, (batch) => sent.push(batch));
    const flush = () => {
      reports.flushRemoteReports();
      return sent.flat();
    };
    return { ...loaded, sent, stop, flush, reportRemoteError, remoteOfScript, releaseBucket };
  }

  afterEach(() => {
    document.cookie = 'remuda-release-bucket=; Max-Age=0; Path=/';
  });

  it('loads the canary in a browser among its share, and reports the load against it', async () => {
    mockApi({ 'GET /api/remotes': { body: WITH_CANARY } });
    const { loadRoutes, loadRemote, registerRemotes, flush, stop } = await page('3.5');
    loadRemote.mockResolvedValue(ROUTES);
    await expect(loadRoutes('horses')).resolves.toEqual(ROUTES);
    expect(registerRemotes.mock.calls).toEqual([[[{ name: 'remuda_horses', entry: CANARY }], { force: false }]]);
    expect(flush()).toEqual([{ remote: 'horses', release: CANARY, outcome: 'loaded' }]);
    stop();
  });

  it('never loads the canary in a browser outside its share', async () => {
    mockApi({ 'GET /api/remotes': { body: WITH_CANARY } });
    const { loadRoutes, loadRemote, registerRemotes, flush, stop } = await page('10');
    loadRemote.mockResolvedValue(ROUTES);
    await loadRoutes('horses');
    await loadRoutes('horses');
    expect(registerRemotes.mock.calls.map(([remotes]) => remotes)).toEqual([[{ name: 'remuda_horses', entry: REGISTRY.remotes.horses }], [{ name: 'remuda_horses', entry: REGISTRY.remotes.horses }]]);
    expect(flush()).toEqual([{ remote: 'horses', release: REGISTRY.remotes.horses, outcome: 'loaded' }]);
    stop();
  });

  it('loads the current release when the canary fails, reports the failure, and does not try the canary again', async () => {
    mockApi({ 'GET /api/remotes': { body: WITH_CANARY } });
    const { loadRemote, registerRemotes, flush, stop } = await page('0');
    const { loadRemoteModule } = await import('./load-remote-module');
    loadRemote.mockRejectedValueOnce(new Error('canary chunk 404')).mockResolvedValue(ROUTES);
    await expect(loadRemoteModule('horses', 'routes')).resolves.toEqual(ROUTES);
    await loadRemoteModule('horses', 'care-panel');
    expect(registerRemotes.mock.calls.map(([remotes]) => remotes)).toEqual([CANARY, REGISTRY.remotes.horses, REGISTRY.remotes.horses].map((entry) => [{ name: 'remuda_horses', entry }]));
    expect(flush()).toEqual([
      { remote: 'horses', release: CANARY, outcome: 'failed' },
      { remote: 'horses', release: REGISTRY.remotes.horses, outcome: 'loaded' },
    ]);
    stop();
  });

  it('draws a browser’s place once and keeps it in the cookie the gateway reads too', async () => {
    mockApi({ 'GET /api/remotes': { body: WITH_CANARY } });
    const { releaseBucket, stop } = await page(null);
    expect(document.cookie).not.toContain('remuda-release-bucket');
    const drawn = releaseBucket();
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeLessThan(100);
    expect(document.cookie).toContain(`remuda-release-bucket=${drawn}`);
    expect(releaseBucket()).toBe(drawn);
    document.cookie = 'remuda-release-bucket=nonsense; Path=/';
    expect(releaseBucket()).toBe(drawn);
    expect(document.cookie).toContain(`remuda-release-bucket=${drawn}`);
    stop();
  });

  it('reports an error a section threw, and one thrown in a release’s own script, against the release the page runs', async () => {
    mockApi({ 'GET /api/remotes': { body: WITH_CANARY } });
    const { loadRoutes, loadRemote, flush, stop, reportRemoteError, remoteOfScript } = await page('1');
    loadRemote.mockResolvedValue(ROUTES);
    await loadRoutes('horses');
    await loadRoutes('public');
    expect(remoteOfScript('https://ranch.test/remotes/horses-2.1.0/__federation_expose_routes.js')).toEqual({ remote: 'horses', release: CANARY });
    expect(remoteOfScript('https://ranch.test/remotes/elsewhere/main.js')).toBeNull();
    reportRemoteError('horses');
    reportRemoteError('horses');
    reportRemoteError('medical'); // never loaded: nothing to blame
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'https://ranch.test/remotes/public/src_pages.js' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'elsewhere', filename: 'https://ads.example/x.js' }));
    expect(flush()).toEqual([
      { remote: 'horses', release: CANARY, outcome: 'loaded' },
      { remote: 'public', release: REGISTRY.remotes.public, outcome: 'loaded' },
      { remote: 'horses', release: CANARY, outcome: 'error' },
      { remote: 'public', release: REGISTRY.remotes.public, outcome: 'error' },
    ]);
    stop();
  });

  it('sends nothing until started, then what was noted a moment after the load, or at once when the page is hidden', async () => {
    jest.useFakeTimers();
    try {
      mockApi({ 'GET /api/remotes': { body: REGISTRY } });
      await loader();
      const reports = await import('./remote-reports');
      reports.reportRemote('horses', REGISTRY.remotes.horses, 'loaded');
      const sent: unknown[][] = [];
      const stop = reports.startRemoteReports(() => null, (batch) => sent.push(batch));
      expect(sent).toEqual([]);
      jest.advanceTimersByTime(999);
      expect(sent).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(sent).toEqual([[{ remote: 'horses', release: REGISTRY.remotes.horses, outcome: 'loaded' }]]);
      reports.reportRemote('public', REGISTRY.remotes.public, 'failed');
      window.dispatchEvent(new Event('pagehide'));
      expect(sent).toHaveLength(2);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a page whose chunk cannot be fetched', () => {
  const NEXT = 'https://cdn.test/horses/2.2.0/mf-manifest.json';
  const WITH_PREVIOUS = { remotes: { ...REGISTRY.remotes, horses: NEXT }, previous: { horses: REGISTRY.remotes.horses } };
  /** The error webpack throws for a chunk it could not fetch: it names the chunk's address. */
  const chunkError = (url: string) => Object.assign(new Error(`Loading chunk 761 failed.\n(missing: ${url})`), { name: 'ChunkLoadError', request: url });

  afterEach(() => window.sessionStorage.clear());

  async function page() {
    const loaded = await loader();
    const { failOverFromChunk } = await import('./fail-over');
    const reports = await import('./remote-reports');
    const { remoteOfScript } = await import('./load-remote-module');
    const sent: unknown[][] = [];
    const stop = reports.startRemoteReports(remoteOfScript, (batch) => sent.push(batch));
    return { ...loaded, failOverFromChunk, stop, flush: () => (reports.flushRemoteReports(), sent.flat()) };
  }

  it("passes the release over in this tab, so the next page load loads the previous release, and reports it failed", async () => {
    mockApi({ 'GET /api/remotes': { body: WITH_PREVIOUS } });
    const first = await page();
    first.loadRemote.mockResolvedValue(ROUTES);
    await first.loadRoutes('horses');
    await expect(first.failOverFromChunk('horses', chunkError('https://cdn.test/horses/2.2.0/761.89306e212f.js'))).resolves.toBe(true);
    expect(first.flush()).toEqual([
      { remote: 'horses', release: NEXT, outcome: 'loaded' },
      { remote: 'horses', release: NEXT, outcome: 'failed' },
    ]);
    first.stop();

    // The page loaded afresh: the previous release, at once.
    const second = await page();
    second.loadRemote.mockResolvedValue(ROUTES);
    await second.loadRoutes('horses');
    expect(second.registerRemotes.mock.calls).toEqual([[[{ name: 'remuda_horses', entry: REGISTRY.remotes.horses }], { force: false }]]);
    // Nothing more to fall back on from there.
    await expect(second.failOverFromChunk('horses', chunkError('https://ranch.test/remotes/horses/761.89306e212f.js'))).resolves.toBe(false);
    second.stop();
  });

  it('passes a canary that lost a chunk over for the current release, without a previous one', async () => {
    const WITH_CANARY = { remotes: REGISTRY.remotes, canary: { horses: { url: NEXT, percent: 10 } } };
    document.cookie = 'remuda-release-bucket=1; Path=/';
    try {
      mockApi({ 'GET /api/remotes': { body: WITH_CANARY } });
      const first = await page();
      first.loadRemote.mockResolvedValue(ROUTES);
      await first.loadRoutes('horses');
      expect(first.registerRemotes.mock.calls[0]![0]).toEqual([{ name: 'remuda_horses', entry: NEXT }]);
      await expect(first.failOverFromChunk('horses', chunkError('https://cdn.test/horses/2.2.0/761.89306e212f.js'))).resolves.toBe(true);
      first.stop();

      const second = await page();
      second.loadRemote.mockResolvedValue(ROUTES);
      await second.loadRoutes('horses');
      expect(second.registerRemotes.mock.calls).toEqual([[[{ name: 'remuda_horses', entry: REGISTRY.remotes.horses }], { force: false }]]);
      second.stop();
    } finally {
      document.cookie = 'remuda-release-bucket=; Max-Age=0; Path=/';
    }
  });

  it('does nothing without a previous release, for an error that names no chunk of the release, or for another remote', async () => {
    mockApi({ 'GET /api/remotes': { body: { remotes: { ...REGISTRY.remotes, horses: NEXT } } } });
    const { loadRoutes, loadRemote, failOverFromChunk, stop } = await page();
    loadRemote.mockResolvedValue(ROUTES);
    await loadRoutes('horses');
    await expect(failOverFromChunk('horses', chunkError('https://cdn.test/horses/2.2.0/761.89306e212f.js'))).resolves.toBe(false);
    stop();

    mockApi({ 'GET /api/remotes': { body: WITH_PREVIOUS } });
    const withPrevious = await page();
    withPrevious.loadRemote.mockResolvedValue(ROUTES);
    await withPrevious.loadRoutes('horses');
    await expect(withPrevious.failOverFromChunk('horses', new Error('Cannot read properties of undefined'))).resolves.toBe(false);
    await expect(withPrevious.failOverFromChunk('horses', chunkError('https://elsewhere.test/761.js'))).resolves.toBe(false);
    await expect(withPrevious.failOverFromChunk('medical', chunkError('https://cdn.test/horses/2.2.0/761.89306e212f.js'))).resolves.toBe(false);
    expect(window.sessionStorage.length).toBe(0);
    // The same chunk of its own remote is what falls back.
    await expect(withPrevious.failOverFromChunk('horses', chunkError('https://cdn.test/horses/2.2.0/761.89306e212f.js'))).resolves.toBe(true);
    withPrevious.stop();
  });
});
