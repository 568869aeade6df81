import http from 'node:http';
import { startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let token: string;

// Short clocks, so that a body can outlast the whole-body one while it keeps arriving.
const WHOLE_MS = 2000;
const IDLE_MS = 1000;

beforeAll(async () => {
  platform = await startTestPlatform({ REMUDA_BODY_TIMEOUT_MS: String(WHOLE_MS), REMUDA_UPLOAD_IDLE_MS: String(IDLE_MS) });
  token = (await platform.client().login('admin@remuda.test')).body.token as string;
});
afterAll(() => platform.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request whose body goes out in `chunks`, `gap` ms apart (`stall`: the last chunk never goes), and answers
 * the status and body of the answer, or 'closed' when the connection ends without one.
 */
function trickle(path: string, headers: Record<string, string>, chunks: Buffer[], gap: number, stall = false): Promise<{ status: number | 'closed'; body: string }> {
  const { port } = new URL(platform.baseUrl);
  return new Promise((resolve) => {
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-length': String(total), authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', () => resolve({ status: 'closed', body: '' }));
    void (async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (stall && i === chunks.length - 1) return;
        if (req.destroyed) return;
        req.write(chunk);
        await pause(gap);
      }
      req.end();
    })();
  });
}

function multipart(text: string): { headers: Record<string, string>; chunks: Buffer[] } {
  const boundary = 'remuda-test-boundary';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="herd.zip"\r\nContent-Type: application/zip\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  );
  const size = Math.ceil(body.length / 10);
  const chunks = Array.from({ length: 10 }, (_, i) => body.subarray(i * size, (i + 1) * size));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest' }, chunks };
}

describe('the clock of a request body', () => {
  it("is kept by the body’s kind, not by Node’s one clock for every request (which would cut a long upload at five minutes)", () => {
    expect((platform.gateway.app.getHttpServer() as http.Server).requestTimeout).toBe(0);
  });

  it('lets an upload that keeps arriving take longer than any other body may', async () => {
    const { headers, chunks } = multipart('name,sex\nComet,mare\n'.repeat(20));
    const started = Date.now();
    // Ten pieces, 300 ms apart: 2.7 s, past the whole-body clock, never idle for a third of the upload's.
    const answer = await trickle('/api/imports/archive', headers, chunks, 300);
    expect(Date.now() - started).toBeGreaterThan(WHOLE_MS);
    // Read to its end and judged by what it holds, as if it had come at once.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('This file is not an archive of a ranch. Choose the ZIP file that Download everything (ZIP) saved.');
  });

  it('cuts off an upload that stops arriving, with 408', async () => {
    const { headers, chunks } = multipart('name,sex\nComet,mare\n'.repeat(20));
    const answer = await trickle('/api/imports/archive', headers, chunks, 50, true);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request took too long to arrive. Please try again.', code: 'REQUEST_TIMEOUT' });
  });

  it('cuts off any other body still arriving after its time, with 408', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'admin@remuda.test', password: 'not-the-password' }));
    const chunks = Array.from({ length: 6 }, (_, i) => body.subarray(i * 10, i === 5 ? undefined : (i + 1) * 10));
    // Never idle long, but its last piece would come after 4 s, well past the whole body's 2 s.
    const answer = await trickle('/api/users/login', { 'content-type': 'application/json' }, chunks, 800);
    expect(answer.status).toBe(408);
  });

  it('leaves bodies that arrive in time alone', async () => {
    const login = await platform.client().post('/api/users/login', { email: 'admin@remuda.test', password: 'not-the-password' });
    expect(login.status).toBe(401);
  });
});
