import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  body: string;
}

/**
 * A real SMTP server on a free loopback port, keeping what it receives; it refuses the first `refuse` messages. It
 * can hold what it receives unanswered for a while (`pause`, `resume`), as a slow server does, and stop listening
 * and listen again on the same port (`down`, `up`), as a server that is down and comes back.
 */
export async function localSmtpServer({ refuse = 0 } = {}) {
  const mails: ReceivedMail[] = [];
  let refused = 0;
  let held: Array<() => void> | null = null;
  const make = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const answer = () => {
            if (refused < refuse) {
              refused += 1;
              callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
              return;
            }
            mails.push({ to: session.envelope.rcptTo.map((r) => r.address), ...readMail(Buffer.concat(chunks).toString('utf8')) });
            callback();
          };
          if (held) held.push(answer);
          else answer();
        });
      },
    });
  const listen = (server: SMTPServer, port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  let server: SMTPServer | null = make();
  await listen(server, 0);
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  const close = () => {
    const listening = server;
    server = null;
    return new Promise<void>((resolve) => (listening ? listening.close(() => resolve()) : resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refusedCount: () => refused,
    /** Holds every message received from now on unanswered, until `resume`. */
    pause() {
      held ??= [];
    },
    heldCount: () => held?.length ?? 0,
    /** Answers the held messages, and the next ones at once. */
    resume() {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    /** Stops listening: a sender's connection is refused. */
    down: close,
    /** Listens again, on the same port. */
    async up() {
      server = make();
      await listen(server, port);
    },
    close,
  };
}

/** A header's MIME encoded-words (RFC 2047: `=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as the text they stand for. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** Headers (unfolded and decoded, by lower-case name) and the body of a raw message, quoted-printable decoded. */
export function readMail(raw: string): Omit<ReceivedMail, 'to'> {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  let body = rest.join('\r\n\r\n');
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    body = Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

/** Polls `condition` until it holds, or fails after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
