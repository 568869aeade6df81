import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PublicBundles } from './public-bundle.js';

/** A release of the public remote served from its own server, which can be stopped and brought back. */
describe('a public remote release served from elsewhere', () => {
  let server: Server;
  let answering = true;
  let version = '1.0.0';
  const warnings: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!answering) return void res.writeHead(503).end();
      if (req.url === '/release/mf-manifest.json') return void res.setHeader('content-type', 'application/json').end(JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
      if (req.url === '/release/server/render.js') {
        return void res.end(`exports.clientScript = "client/site.js"; exports.render = async () => ({ status: 200, head: "", body: "${version}", state: {} });`);
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function bundles(): PublicBundles {
    const manifest = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release/mf-manifest.json`;
    const logger = { info: () => undefined, warn: (message: string) => void warnings.push(message) };
    // Asked again on every page, so that each step below meets the server as it is then.
    const releases = { served: async () => ({ remotes: { public: manifest } }) as never, count: async () => 0 };
    return new PublicBundles(releases, '/nowhere', 'http://localhost', logger, 0);
  }

  async function drawn(site: PublicBundles): Promise<string> {
    const chosen = await site.current(50);
    return (await chosen!.bundle.module.render({ url: '/about', origin: 'http://localhost', fetchJson: async () => ({ status: 200, body: null }) }))!.body;
  }

  it('keeps drawing pages with the release last read while its server is away, and follows a new release when it is back', async () => {
    const site = bundles();
    expect(await drawn(site)).toBe('1.0.0');
    answering = false;
    expect(await drawn(site)).toBe('1.0.0');
    expect(warnings).toContain('remote manifest cannot be read: pages are drawn with the release last read');
    answering = true;
    version = '1.1.0';
    expect(await drawn(site)).toBe('1.1.0');
  });

  it('has no page to draw when the release was never read', async () => {
    answering = false;
    try {
      await expect(bundles().current(50)).rejects.toThrow(/answered 503/);
    } finally {
      answering = true;
    }
  });
});
