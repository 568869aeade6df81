import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A request the test's receiver got. */
export interface Received {
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** What the receiver answers a request with: a status, after a delay. */
export type Answer = { status: number; delayMs?: number };

/**
 * A real HTTPS receiver of a test's own on 127.0.0.1, with a self-signed certificate for `localhost` and
 * 127.0.0.1 made by openssl: `caFile` is what the platform is told to trust (REMUDA_WEBHOOKS_CA). `answer` decides
 * each request's answer (200 at once unless set); `received` keeps every request, answered or not.
 */
export async function localReceiver() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remuda-receiver-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-keyout', keyFile, '-out', caFile, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const received: Received[] = [];
  const state = { answer: (_r: Received): Answer => ({ status: 200 }) };
  const server = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = { headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(r);
      const { status, delayMs = 0 } = state.answer(r);
      const timer = setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status >= 300 ? `refused with ${status}` : 'ok');
      }, delayMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** At `localhost`, which the certificate names. */
    url: (pathname = '/hooks') => `https://localhost:${port}${pathname}`,
    caFile,
    received,
    /** The bodies received, parsed. */
    bodies(): Array<{ id: string; type: string; aggregateId: string; data: Record<string, unknown> }> {
      return received.map((r) => JSON.parse(r.body));
    },
    answer(fn: (r: Received) => Answer) {
      state.answer = fn;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type LocalReceiver = Awaited<ReturnType<typeof localReceiver>>;
