// npm run events -- dead-letters list|show|resend|drop ... or history rebuild: the platform's event tool (README.md, "Dead letters", "Rebuilding the history"),
// against the data of REMUDA_DATA_DIR, or DATABASE_URL and NATS_URL, as the platform would run with them. Builds
// what it needs first when that is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/processes.mjs';

const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-needed', 'services/contracts', 'services/kit', 'services/activity', 'services/platform'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (built.status !== 0) process.exit(built.status ?? 1);
const tool = spawnSync(process.execPath, [path.join(ROOT, 'services/platform/dist/events.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(tool.status ?? 1);
