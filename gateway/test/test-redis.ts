import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { freeLoopbackPort } from '@remuda/service-kit/testing';

/** The machine's Redis, which the rate-limit tests share with each other under keys and addresses of their own. */
export const TEST_REDIS_URL = process.env.REMUDA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Where Debian installs the Redis server a test may run for itself. */
export const REDIS_SERVER = '/usr/bin/redis-server';

export async function redisAvailable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A network address no other run uses, sent as X-Forwarded-For to a gateway that trusts its proxy. */
export function freshAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** A Redis server of a test's own, without persistence, to stop and start again mid-test. */
export async function privateRedisServer() {
  const port = await freeLoopbackPort();
  let child: ChildProcess | null = null;
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await listening(port))) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not listen on ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop,
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
