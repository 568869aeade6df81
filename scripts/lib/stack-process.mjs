// The distributed stack as a child process, for tests in a workspace (which reach the repository's scripts only by
// running them): starts startDistributed with the options given as JSON, prints what runs as one JSON line, and
// stops everything on SIGTERM.
//   node scripts/lib/stack-process.mjs '{"replicas":2,"gatewayReplicas":2,"ownNats":true,"databaseUrl":"postgres://…"}'
import { startDistributed } from './stack.mjs';

const options = JSON.parse(process.argv[2] ?? '{}');
const stack = await startDistributed({ ...options, quiet: true });
const replica = ({ name, port, url, handle }) => ({ name, port, url, pid: handle.child.pid });
const running = {
  baseUrl: stack.baseUrl,
  services: Object.fromEntries(Object.entries(stack.services).map(([target, replicas]) => [target, replicas.map(replica)])),
  gateways: stack.gateways.map(replica),
};
process.stdout.write(`${JSON.stringify(running)}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
