// npm run stack: the distributed mode on this machine, against the local NATS, PostgreSQL and Redis, with media
// in a local S3 server (s3rver) as MinIO holds it in Kubernetes.
//   STACK_PORT (default 8080)   the gateway's port (the balancer's, in front of several gateways)
//   STACK_REPLICAS (default 2)  processes per service
//   STACK_GATEWAYS (default 2)  gateway processes, behind a round-robin balancer when more than one
//   DATABASE_URL, NATS_URL      default postgres://postgres@127.0.0.1:5432/remuda and nats://127.0.0.1:4222
//   REDIS_URL                   default redis://127.0.0.1:6379, where the gateway keeps its rate limits
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/processes.mjs';
import { startDistributed } from './lib/stack.mjs';

const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-needed'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const stack = await startDistributed({
  port: Number(process.env.STACK_PORT ?? 8080),
  replicas: Number(process.env.STACK_REPLICAS ?? 2),
  gatewayReplicas: Number(process.env.STACK_GATEWAYS ?? 2),
  // Kept beside the database between runs, so pictures outlive a restart of the stack.
  mediaDir: path.join(ROOT, 'data', 'stack-media'),
  env: { REMUDA_DEMO: process.env.REMUDA_DEMO ?? '1' },
});
console.log(`\nRemuda's distributed stack is ready at ${stack.baseUrl.replace('127.0.0.1', 'localhost')}`);
for (const [name, remote] of Object.entries(stack.remotes)) console.log(`  remote ${name.padEnd(8)} ${remote.url}`);
console.log('Press Ctrl+C to stop.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of stack.processes) p.exited.then(({ code }) => !stopping && console.error(`${p.name} exited with ${code}`));
