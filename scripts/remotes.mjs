// npm run remotes -- show | canary <remote> <url> <percent> | promote <remote> | rollback <remote>: edits the remote
// registry file the gateways read (README, "Releasing a remote"). npm run remotes -- types <remote>...: builds those
// remotes and takes the types they publish as the ones their users build against (shell/kit/remote-types). Builds
// what it needs first when that is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/processes.mjs';
import { REMOTES } from './lib/workspaces.mjs';

const args = process.argv.slice(2);

if (args[0] === 'types') {
  const names = args.slice(1);
  const unknown = names.filter((name) => !REMOTES.some((r) => r.name === name));
  if (names.length === 0 || unknown.length) {
    console.error(`usage: npm run remotes -- types <remote>... (remotes: ${REMOTES.map((r) => r.name).join(', ')})`);
    process.exit(2);
  }
  const remotes = REMOTES.filter((r) => names.includes(r.name));
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), ...remotes.map((r) => r.workspace)], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const { takePublishedTypes } = createRequire(import.meta.url)(path.join(ROOT, 'shell/kit/build/exposed-types.js'));
  for (const remote of remotes) {
    const target = takePublishedTypes({ remote: remote.name, builtDir: path.join(ROOT, remote.workspace, 'dist/mf-types') });
    console.log(`${remote.name}: its users now build against the types it publishes (${path.relative(ROOT, target)})`);
  }
  process.exit(0);
}

const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-needed', 'services/contracts', 'services/kit', 'gateway'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (built.status !== 0) process.exit(built.status ?? 1);
const tool = spawnSync(process.execPath, [path.join(ROOT, 'gateway/dist/remotes/registry-command.js'), ...args], { stdio: 'inherit' });
process.exit(tool.status ?? 1);
