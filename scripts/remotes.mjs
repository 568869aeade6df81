// npm run remotes -- show | canary <remote> <url> <percent> | promote <remote> | rollback <remote>: edits the remote
// registry file the gateways read (README, "Releasing a remote"). Builds what it needs first when that is missing
// or older than its sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/processes.mjs';

const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-needed', 'services/contracts', 'services/kit', 'gateway'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (built.status !== 0) process.exit(built.status ?? 1);
const tool = spawnSync(process.execPath, [path.join(ROOT, 'gateway/dist/remotes/registry-command.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(tool.status ?? 1);
