import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { eventually } from './eventually.js';
import { platform } from './platform.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

/** A release of a remote published beside the running one, served from its own origin. */
export interface PublishedRelease {
  /** The version the platform runs now. */
  current: string;
  /** The new release's version. */
  version: string;
  /** Its `mf-manifest.json`, as the registry names it. */
  manifestUrl: string;
  /** Stops its server and deletes its folder. */
  remove(): void;
}

/** Serves a release's folder from its own address (another origin, as a CDN or another cluster would be). */
async function serveRelease(workspace: string, folder: string): Promise<{ manifestUrl: string; stop: () => void }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve-remote.mjs', workspace, String(port), folder], { cwd: ROOT, stdio: 'ignore' });
  const stop = () => void server.kill('SIGTERM');
  try {
    await eventually(async () => expect((await fetch(`http://127.0.0.1:${port}/health`)).ok).toBe(true));
  } catch (err) {
    stop();
    throw err;
  }
  return { manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`, stop };
}

/**
 * What a team does to publish a new release of a remote on its own: builds it into a folder of its own under a new
 * version (`<current>-next.1`) and serves it from its own address. Nothing of the running platform changes until
 * the registry points at it.
 */
export async function publishRelease(workspace: string): Promise<PublishedRelease> {
  const current = (JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as { version: string }).version;
  const version = `${current}-next.1`;
  const folder = mkdtempSync(path.join(os.tmpdir(), `remuda-${workspace}-release-`));
  let stop = () => undefined as void;
  const remove = () => {
    stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await run(['scripts/build.mjs', workspace, `--out=${folder}`, `--version=${version}`]);
    const served = await serveRelease(workspace, folder);
    stop = served.stop;
    return { current, version, manifestUrl: served.manifestUrl, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

/**
 * The running release of a remote, copied and served from its own address without the chunks `lost` picks (by
 * name and content): a release a CDN lost part of. Answers its manifest's address and how to remove it.
 */
export async function damagedCopy(workspace: string, lost: (name: string, text: string) => boolean): Promise<{ manifestUrl: string; lostFiles: string[]; remove: () => void }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), `remuda-${workspace}-damaged-`));
  cpSync(path.join(ROOT, workspace, 'dist'), folder, { recursive: true });
  const lostFiles = readdirSync(folder).filter((name) => name.endsWith('.js') && lost(name, readFileSync(path.join(folder, name), 'utf8')));
  for (const name of lostFiles) rmSync(path.join(folder, name));
  const served = await serveRelease(workspace, folder).catch((err: unknown) => {
    rmSync(folder, { recursive: true, force: true });
    throw err;
  });
  return {
    manifestUrl: served.manifestUrl,
    lostFiles,
    remove: () => {
      served.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The address of the manifest of the release of `remote` the platform serves now, as a browser's page reads it. */
export async function runningRelease(page: Page, remote: string): Promise<string> {
  const { remotes } = (await (await page.request.get('/api/remotes')).json()) as { remotes: Record<string, string> };
  return new URL(remotes[remote]!, platform().baseUrl).toString();
}

let changes = 0;
/**
 * Points the gateway's registry file at these entries (and, for a remote whose release was replaced, its previous
 * release; for a remote on trial, its canary), as an operator (or the kubelet) does; nothing restarts.
 */
export function switchRegistry(remotes: Record<string, string>, previous: Record<string, string> = {}, canary: Record<string, object> = {}): void {
  const file = platform().registryFile;
  writeFileSync(file, JSON.stringify({ remotes, previous, canary }));
  // A date of its own, so two changes within the file system's clock resolution still differ.
  const when = new Date(Date.now() + ++changes * 1000);
  utimesSync(file, when, when);
}
