// Serves one built remote on its own port, as a remote's own deployment would: the distributed stack runs
// one of these per remote. Usage: node scripts/serve-remote.mjs <workspace> <port> [<folder>]
// The folder defaults to the workspace's dist/; another one serves a release built with build.mjs --out.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { ROOT } from './lib/processes.mjs';

const [workspace, portText, folder] = process.argv.slice(2);
const dir = folder ? path.resolve(folder) : path.join(ROOT, workspace ?? '', 'dist');
const port = Number(portText);
if (!workspace || !Number.isInteger(port) || !existsSync(dir)) {
  console.error('usage: node scripts/serve-remote.mjs <workspace with a built dist/> <port> [<built folder>]');
  process.exit(2);
}

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.map': 'application/json' };
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(dir, decodeURIComponent(url.pathname));
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (url.pathname === '/health') return void res.end('ok');
  // One check keeps both out: paths that climb out of dist/ ('..') and hidden files such as the build stamp.
  const hidden = path.relative(dir, file).split(path.sep).some((part) => part.startsWith('.'));
  if (hidden || !existsSync(file) || !statSync(file).isFile()) {
    res.statusCode = 404;
    return void res.end('Not found');
  }
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  createReadStream(file).pipe(res);
});
server.listen(port, '127.0.0.1', () => console.log(JSON.stringify({ msg: 'remote served', workspace, url: `http://127.0.0.1:${port}/` })));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
