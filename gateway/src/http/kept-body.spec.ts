import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { KeptBody } from './kept-body.js';

const LARGE = new KeptBody(Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Horse ${i}` })))));
const SMALL = new KeptBody(Buffer.from('{"name":"Dusty"}'));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

describe('KeptBody', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    const app = express();
    // In front, as in the gateway: it must leave what KeptBody encoded alone.
    app.use(compression());
    app.get('/large', (req, res) => LARGE.send(req, res.type('json')));
    app.get('/small', (req, res) => SMALL.send(req, res.type('json')));
    app.get('/missing', (req, res) => LARGE.send(req, res.status(404).type('json')));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The raw answer, nothing decoded: fetch would ask for and undo gzip on its own. */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });

  it('tags equal bodies alike and different bodies apart, strongly', () => {
    const tag = (text: string) => new KeptBody(Buffer.from(text)).etag;
    expect(tag('[1]')).toBe(tag('[1]'));
    expect(tag('[1]')).not.toBe(tag('[2]'));
    expect(tag('[1]')).toMatch(/^"[\w-]{43}"$/);
  });

  it('sends the body gzipped to a client that accepts gzip, under the tag weakened', async () => {
    const answer = await get('/large', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers.etag).toBe(`W/${LARGE.etag}`);
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    expect(answer.bytes.length).toBeLessThan(LARGE.length / 4);
    expect(gunzipSync(answer.bytes).equals(LARGE.raw)).toBe(true);
  });

  it('makes the gzip form once, whoever asks', () => {
    expect(LARGE.gzip()).toBe(LARGE.gzip());
  });

  it('makes the gzip form ahead, off the event loop, and keeps it', async () => {
    const body = new KeptBody(Buffer.from('Dusty is due a trim. '.repeat(500)));
    expect(await body.compressAhead()).toBe(body);
    const made = body.gzip();
    expect(gunzipSync(made).equals(body.raw)).toBe(true);
    await body.compressAhead();
    expect(body.gzip()).toBe(made);
  });

  it('sends the body as it is when gzip is not asked for, is refused, or would save too little', async () => {
    for (const [path, headers] of [
      ['/large', {}],
      ['/large', { 'accept-encoding': 'gzip;q=0' }],
      ['/large', { 'accept-encoding': 'identity' }],
      ['/small', { 'accept-encoding': 'gzip' }],
    ] as const) {
      const answer = await get(path, headers);
      const body = path === '/large' ? LARGE : SMALL;
      expect([answer.status, answer.headers['content-encoding'], answer.headers.etag, answer.headers.vary]).toEqual([200, undefined, body.etag, 'Accept-Encoding']);
      expect(answer.bytes.equals(body.raw)).toBe(true);
    }
  });

  it('answers 304 without a body to a client naming either form of the tag', async () => {
    for (const ifNoneMatch of [LARGE.etag, `W/${LARGE.etag}`, `"other", ${LARGE.etag}`, '*']) {
      const answer = await get('/large', { 'if-none-match': ifNoneMatch, 'accept-encoding': 'gzip' });
      expect([answer.status, answer.bytes.length, answer.headers.etag, answer.headers['content-type']]).toEqual([304, 0, LARGE.etag, undefined]);
    }
    expect((await get('/large', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('never turns an answer other than 200 into 304', async () => {
    const answer = await get('/missing', { 'if-none-match': LARGE.etag });
    expect([answer.status, answer.bytes.equals(LARGE.raw)]).toEqual([404, true]);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await get('/large', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect([answer.status, answer.headers['content-encoding'], answer.headers['content-length'], answer.bytes.length]).toEqual([200, 'gzip', String(LARGE.gzip().length), 0]);
  });
});
