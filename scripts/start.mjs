// npm start: builds whatever is missing or older than its sources, then runs the platform in this terminal.
// REMUDA_TARGET (default all), PORT (default 8080) and the other variables in README.md apply.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { PLATFORM_MAIN, ROOT } from './lib/processes.mjs';

const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-needed'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const child = spawn(process.execPath, [PLATFORM_MAIN], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
