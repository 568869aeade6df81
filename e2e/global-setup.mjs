// Starts the platform once for all browser journeys, in the mode REMUDA_E2E_MODE names.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDistributed, startEmbedded } from '../scripts/lib/stack.mjs';

export const STATE_FILE = path.join(os.tmpdir(), `remuda-e2e-${process.pid}.json`);

export default async function globalSetup() {
  const mode = process.env.REMUDA_E2E_MODE;
  // The remote registry's file, which a journey changes while the platform runs (remote-versions).
  const registryFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'remuda-e2e-registry-')), 'registry.json');
  writeFileSync(registryFile, JSON.stringify({ remotes: {} }));
  // A webhook receiver's certificate, self-signed for localhost: the journey serves HTTPS with it, and the platform
  // trusts it (REMUDA_WEBHOOKS_CA) and may reach a receiver on this machine (REMUDA_WEBHOOKS_ALLOW_PRIVATE).
  const receiverDir = mkdtempSync(path.join(os.tmpdir(), 'remuda-e2e-receiver-'));
  const webhookReceiver = { keyFile: path.join(receiverDir, 'key.pem'), certFile: path.join(receiverDir, 'cert.pem') };
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-keyout', webhookReceiver.keyFile,
    '-out', webhookReceiver.certFile, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const env = {
    REMUDA_DEMO: '1', REMUDA_AUTH_IP_LIMIT: '10000', REMUDA_CONTACT_LIMIT: '10000', REMUDA_REMOTE_REPORTS_LIMIT: '10000', LOG_LEVEL: 'warn', REMUDA_REMOTE_REGISTRY_FILE: registryFile,
    REMUDA_WEBHOOKS_CA: webhookReceiver.certFile, REMUDA_WEBHOOKS_ALLOW_PRIVATE: '1',
  };
  let stack;
  let databaseUrl = null;
  if (mode === 'embedded') {
    stack = await startEmbedded({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'remuda-e2e-')), env, quiet: true });
  } else if (mode === 'distributed') {
    const db = new URL(process.env.REMUDA_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    db.pathname = `/remuda_e2e_${process.pid}`;
    databaseUrl = db.toString();
    stack = await startDistributed({ databaseUrl, env, quiet: true, replicas: 2, ownNats: true });
  } else {
    throw new Error('Set REMUDA_E2E_MODE to embedded or distributed');
  }
  globalThis.__remudaStack = { stack, databaseUrl };
  const remotes = Object.fromEntries(
    Object.entries(stack.remotes ?? {}).map(([name, r]) => [name, { workspace: r.workspace, port: r.port, pid: r.handle.child.pid }]),
  );
  writeFileSync(STATE_FILE, JSON.stringify({ mode, baseUrl: stack.baseUrl, remotes, registryFile, webhookReceiver }));
  process.env.REMUDA_E2E_STATE = STATE_FILE;
}
