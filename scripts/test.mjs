// npm test: every suite this machine can run — type checks, unit and integration tests (SQLite always;
// PostgreSQL, NATS and the S3 server where reachable), then the browser journeys in both run modes. Whatever
// cannot run is named loudly; with REMUDA_REQUIRE_ALL=1 (as in CI) a skipped suite fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './lib/processes.mjs';
import { NATS_SERVER } from './lib/stack.mjs';
import { typecheck } from './typecheck.mjs';

const requireAll = process.env.REMUDA_REQUIRE_ALL === '1';
const results = path.join(ROOT, '.test-results');
const skipReport = path.join(results, 'skipped.txt');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
const skipped = [];

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function banner(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

/** Runs jest with the given arguments and adds its counts to the totals. */
function jest(name, args, env = {}) {
  const output = path.join(results, `${name}.json`);
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--ci', '--json', `--outputFile=${output}`, ...args],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning', REMUDA_SKIP_REPORT: skipReport, ...env },
    },
  );
  let report = null;
  try {
    report = JSON.parse(readFileSync(output, 'utf8'));
  } catch {
    // jest could not start: counted as a failed stage below
  }
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  const ok = run.status === 0 && report !== null && report.success;
  if (!report) totals.failed += 1;
  stages.push({ name, ok });
  return ok;
}

function skipStage(name, reason) {
  skipped.push(`${name}: ${reason}`);
  stages.push({ name, ok: !requireAll, skipped: true });
}

banner('type check');
const typesOk = await typecheck();
stages.push({ name: 'type check', ok: typesOk });
if (!typesOk) totals.failed += 1;

// Import boundaries (eslint.config.mjs); scripts/lint/lint.mjs first proves each rule bites, then lints the tree.
banner('lint: import boundaries');
const lint = spawnSync(process.execPath, [path.join(ROOT, 'scripts/lint/lint.mjs')], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
process.stdout.write(lint.stdout ?? '');
const lintCounts = /^lint: (\d+) passed, (\d+) failed$/m.exec(lint.stdout ?? '');
if (lintCounts) {
  totals.passed += Number(lintCounts[1]);
  totals.failed += Number(lintCounts[2]);
} else totals.failed += 1; // it could not start
stages.push({ name: 'lint', ok: lint.status === 0 && lintCounts !== null });

banner('build');
const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-needed'], { cwd: ROOT, stdio: 'inherit' });
stages.push({ name: 'build', ok: build.status === 0 });
if (build.status !== 0) totals.failed += 1;

// Images and Kubernetes manifests (deploy/); scripts/deploy/check-deploy.mjs first proves each rule bites, and
// serves the built front ends through their images' nginx configuration, so it runs after the build.
banner('deploy: images and manifests');
const deploy = spawnSync(process.execPath, [path.join(ROOT, 'scripts/deploy/check-deploy.mjs')], {
  cwd: ROOT,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, REMUDA_SKIP_REPORT: skipReport },
});
process.stdout.write(deploy.stdout ?? '');
const deployCounts = /^deploy: (\d+) passed, (\d+) failed$/m.exec(deploy.stdout ?? '');
if (deployCounts) {
  totals.passed += Number(deployCounts[1]);
  totals.failed += Number(deployCounts[2]);
} else totals.failed += 1; // it could not start
stages.push({ name: 'deploy', ok: deploy.status === 0 && deployCounts !== null });

banner('unit and integration tests');
jest('unit', []);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(chromium);
const havePostgres = await reachable('127.0.0.1', 5432);
// The distributed journeys run a NATS server of their own (scripts/lib/stack.mjs), so they need its binary.
const haveNats = existsSync(NATS_SERVER);
// Their gateways share sign-in limits through Redis (REDIS_URL, by default the local one).
const haveRedis = await reachable('127.0.0.1', 6379);

if (build.status !== 0) {
  skipStage('browser journeys', 'the build failed');
} else if (!haveChromium) {
  skipStage('browser journeys (embedded and distributed)', `no Chromium at ${chromium} (apt-get install chromium)`);
} else {
  banner('browser journeys: embedded default');
  jest('e2e-embedded', ['--selectProjects', 'e2e', '--runInBand'], { REMUDA_E2E_MODE: 'embedded' });
  if (!havePostgres || !haveNats || !haveRedis) {
    skipStage('browser journeys (distributed)', [!havePostgres && 'PostgreSQL is not reachable', !haveNats && `no NATS server at ${NATS_SERVER}`, !haveRedis && 'Redis is not reachable'].filter(Boolean).join('; '));
  } else {
    banner('browser journeys: distributed mode');
    jest('e2e-distributed', ['--selectProjects', 'e2e', '--runInBand'], { REMUDA_E2E_MODE: 'distributed' });
  }
}

if (existsSync(skipReport)) skipped.push(...readFileSync(skipReport, 'utf8').trim().split('\n').filter(Boolean));

banner('summary');
for (const stage of stages) console.log(`${stage.ok ? (stage.skipped ? 'SKIP' : ' ok ') : 'FAIL'}  ${stage.name}`);
if (skipped.length) {
  console.log(`\n${requireAll ? 'Skipped, which REMUDA_REQUIRE_ALL=1 does not allow' : 'SKIPPED (this machine cannot run them)'}:`);
  for (const line of skipped) console.log(`  - ${line}`);
  if (requireAll) totals.failed += skipped.length;
}
const ok = stages.every((s) => s.ok) && totals.failed === 0;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
