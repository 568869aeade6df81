// Starting Remuda processes from scripts (npm start, npm run stack, tests, benchmarks) and waiting for them.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PLATFORM_MAIN = path.join(ROOT, 'services/platform/dist/main.js');

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a process whose output is prefixed with its name (or kept quiet and only remembered, for tests).
 * Answers a handle with `stop()`: SIGTERM, then SIGKILL after `graceMs`.
 */
export function startProcess(name, command, args, { env = {}, quiet = false, cwd = ROOT } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const onData = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 500) lines.shift();
      if (!quiet) stream.write(`${name.padEnd(10)} | ${line}\n`);
    }
  };
  child.stdout.on('data', onData(process.stdout));
  child.stderr.on('data', onData(process.stderr));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    lines,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Waits until `url` answers 200, or fails with the process's last lines when it exits or time runs out. */
export async function waitForReady(url, handle, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  handle?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const tail = handle ? `\n${handle.lines.slice(-30).join('\n')}` : '';
  throw new Error(`${handle?.name ?? url} did not become ready at ${url}${exited ? ' (it exited)' : ''}${tail}`);
}
