import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface E2eState {
  mode: 'embedded' | 'distributed';
  baseUrl: string;
  /** Each remote's server (distributed mode): its workspace (from the domain manifest), port and process. */
  remotes: Record<string, { workspace: string; port: number; pid: number }>;
  /** The gateway's REMUDA_REMOTE_REGISTRY_FILE, read again whenever it changes. */
  registryFile: string;
  /** A self-signed certificate for localhost the platform trusts for webhook receivers (REMUDA_WEBHOOKS_CA). */
  webhookReceiver: { keyFile: string; certFile: string };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the global setup started: the mode, the gateway's address and (distributed) the remote servers. */
export function platform(): E2eState {
  const file = process.env.REMUDA_E2E_STATE;
  if (!file) throw new Error('The browser journeys run through `npm test` (or with the e2e global setup).');
  return JSON.parse(readFileSync(file, 'utf8')) as E2eState;
}

/** Stops the server of one remote (distributed mode), as if its deployment went down. */
export function stopRemote(name: string): void {
  process.kill(platform().remotes[name]!.pid, 'SIGTERM');
}

/** Starts the remote's server again on its port and waits until it answers. */
export async function restartRemote(name: string): Promise<void> {
  const state = platform();
  const { workspace, port } = state.remotes[name]!;
  const child = spawn(process.execPath, ['scripts/serve-remote.mjs', workspace, String(port)], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  state.remotes[name] = { workspace, port, pid: child.pid! };
  writeFileSync(process.env.REMUDA_E2E_STATE!, JSON.stringify(state));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`remote ${name} did not come back`);
}
