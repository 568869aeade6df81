import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  body: string;
}

/** A real SMTP server on a free loopback port, keeping what it receives; it refuses the first `refuse` messages. */
export async function localSmtpServer({ refuse = 0 } = {}) {
  const mails: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refuse) {
          refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), ...readMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return { url: `smtp://127.0.0.1:${port}`, mails, refusedCount: () => refused, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Headers (unfolded, by lower-case name) and the body of a raw message, quoted-printable decoded. */
export function readMail(raw: string): Omit<ReceivedMail, 'to'> {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
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
