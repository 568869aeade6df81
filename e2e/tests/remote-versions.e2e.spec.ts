import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Site } from '../pages/site.js';
import { closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { platform } from '../support/platform.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACE = 'mfe-public';
const CURRENT = (JSON.parse(readFileSync(path.join(ROOT, WORKSPACE, 'package.json'), 'utf8')) as { version: string }).version;
const NEXT = `${CURRENT}-next.1`;

let folder: string;
let server: ChildProcess | null = null;
let nextUrl: string;

/** Runs a script of the repository to its end, failing with its output. */
function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Points the gateway's registry file at these entries, as an operator (or the kubelet) does; nothing restarts. */
let changes = 0;
function switchRegistry(remotes: Record<string, string>): void {
  const file = platform().registryFile;
  writeFileSync(file, JSON.stringify({ remotes }));
  // A date of its own, so two changes within the file system's clock resolution still differ.
  const when = new Date(Date.now() + ++changes * 1000);
  utimesSync(file, when, when);
}

// A team publishes a new release of the public remote beside the running one: built into a folder of its own
// under a new version and served from its own address (another origin, as a CDN or another cluster would be).
beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'remuda-next-release-'));
  await run(['scripts/build.mjs', WORKSPACE, `--out=${folder}`, `--version=${NEXT}`]);
  const port = await freePort();
  server = spawn(process.execPath, ['scripts/serve-remote.mjs', WORKSPACE, String(port), folder], { cwd: ROOT, stdio: 'ignore' });
  nextUrl = `http://127.0.0.1:${port}/mf-manifest.json`;
  await eventually(async () => expect((await fetch(`http://127.0.0.1:${port}/health`)).ok).toBe(true));
}, 300_000);

afterAll(async () => {
  switchRegistry({});
  server?.kill('SIGTERM');
  if (folder) rmSync(folder, { recursive: true, force: true });
  await closeBrowser();
});

describe('a remote released on its own', () => {
  it("is taken up by a visitor's next page load once the registry points at it, and rolled back the same way", async () => {
    const { page, context, pageErrors } = await newVisitor();
    const site = new Site(page);
    const nextOrigin = new URL(nextUrl).origin;
    const fromNext: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(nextOrigin)) fromNext.push(new URL(request.url()).pathname);
    });
    // Counted per document: a chunk the page being left still asks for as it unloads is not the new page's.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) fromNext.length = 0;
    });
    const area = page.locator('[data-remote="public"]');

    await site.open('/about');
    await site.heading('About Remuda Ranch').waitFor();
    await eventually(async () => expect(await area.getAttribute('data-remote-version')).toBe(CURRENT));
    expect(fromNext).toEqual([]);

    switchRegistry({ public: nextUrl });
    await page.reload();
    await site.heading('About Remuda Ranch').waitFor();
    await eventually(async () => expect(await area.getAttribute('data-remote-version')).toBe(NEXT));
    // The page runs the new release's code, not only its manifest; the shell was neither rebuilt nor restarted.
    expect(fromNext).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

    switchRegistry({});
    await page.reload();
    await site.heading('About Remuda Ranch').waitFor();
    await eventually(async () => expect(await area.getAttribute('data-remote-version')).toBe(CURRENT));
    expect(fromNext).toEqual([]);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
