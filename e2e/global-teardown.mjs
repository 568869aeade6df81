import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase } from '../scripts/lib/stack.mjs';

export default async function globalTeardown() {
  const { stack, databaseUrl } = globalThis.__remudaStack ?? {};
  // A journey may have restarted a remote server; stop whichever process now serves it.
  try {
    const state = JSON.parse(readFileSync(process.env.REMUDA_E2E_STATE, 'utf8'));
    for (const remote of Object.values(state.remotes ?? {})) {
      try {
        process.kill(remote.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    if (state.registryFile) rmSync(path.dirname(state.registryFile), { recursive: true, force: true });
    rmSync(process.env.REMUDA_E2E_STATE, { force: true });
  } catch {
    // no state written
  }
  await stack?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
}
