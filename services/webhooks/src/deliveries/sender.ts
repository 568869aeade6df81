import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@remuda/service-kit';
import { type GuardRules, checkConnected, checkUrl, guardedLookup } from './address-guard.js';
import { signatureHeaders } from './signing.js';

/** What of an answer's body is kept in a delivery's last error. */
const ERROR_BODY_CHARS = 200;

export interface Outgoing {
  url: string;
  secret: string;
  eventId: string;
  body: string;
}

/**
 * Posts one delivery: the JSON body, signed, to the receiver's URL, within the time-out, refusing any address the
 * guard refuses (before DNS for a written IP, in the lookup for a name, and on the socket connected). A 2xx answer
 * is delivered; anything else throws, with what to keep as the delivery's last error. Redirects are not followed.
 */
@Injectable()
export class WebhookSender {
  readonly rules: GuardRules;
  private readonly secureContext: tls.SecureContext | undefined;
  private readonly timeoutMs: number;
  /**
   * Connections kept open between deliveries, at most as many per receiver as it may get requests at once: a
   * receiver that takes many events is not made to shake hands (TLS) for each. A kept connection was checked by the
   * guard when it was made.
   */
  private readonly agents: { 'https:': https.Agent; 'http:': http.Agent };

  constructor(@Inject(CONFIG) config: Config) {
    this.rules = { allowPrivate: config.webhooks.allowPrivate, allowHttp: config.webhooks.allowHttp };
    this.timeoutMs = config.webhooks.timeoutMs;
    // `ca` replaces Node's roots: the operator's certificates are trusted besides them, not instead. Made once: a
    // context of some 150 certificates is costly to build, and would otherwise be built for every request.
    this.secureContext = config.webhooks.caFile
      ? tls.createSecureContext({ ca: [...tls.rootCertificates, readFileSync(config.webhooks.caFile, 'utf8')] })
      : undefined;
    const pool = { keepAlive: true, maxSockets: config.webhooks.concurrency, timeout: this.timeoutMs };
    this.agents = { 'https:': new https.Agent(pool), 'http:': new http.Agent(pool) };
  }

  /** Closes the kept connections (the service is stopping). */
  close(): void {
    this.agents['https:'].destroy();
    this.agents['http:'].destroy();
  }

  send({ url: raw, secret, eventId, body }: Outgoing): Promise<void> {
    const url = checkUrl(raw, this.rules);
    const host = url.hostname;
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Remuda-Webhooks/1',
      ...signatureHeaders(secret, eventId, body, new Date()),
    };
    return new Promise<void>((resolve, reject) => {
      const options: https.RequestOptions = {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(this.rules) as never,
        agent: this.agents[url.protocol === 'https:' ? 'https:' : 'http:'],
        signal: AbortSignal.timeout(this.timeoutMs),
        ...(this.secureContext ? { secureContext: this.secureContext } : {}),
      };
      const request = (url.protocol === 'https:' ? https : http).request(url, options, (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < ERROR_BODY_CHARS) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve();
          const text = Buffer.concat(chunks).toString('utf8').slice(0, ERROR_BODY_CHARS).trim();
          reject(new Error(`HTTP ${status}${text ? `: ${text}` : ''}`));
        });
        response.on('error', reject);
      });
      request.on('socket', (socket) => {
        // A kept connection was checked when it was made: only a new one is (a listener per request would pile up on it).
        if (!socket.connecting) return;
        socket.once('connect', () => {
          try {
            checkConnected(socket.remoteAddress, host, this.rules);
          } catch (refused) {
            request.destroy(refused as Error);
          }
        });
      });
      request.on('error', (err: Error & { code?: string }) => {
        if (err.name === 'AbortError' || err.name === 'TimeoutError' || err.code === 'ABORT_ERR') return reject(new Error(`No answer within ${this.timeoutMs} ms`));
        reject(err);
      });
      request.end(body);
    });
  }
}
