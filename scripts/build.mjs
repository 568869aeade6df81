// Builds what `npm start` serves: the back-end workspaces (swc: src -> dist) and the front ends (webpack).
//   node scripts/build.mjs            everything
//   node scripts/build.mjs --if-needed only what is missing or older than its sources
//   node scripts/build.mjs shell mfe-public   just these workspaces
//   node scripts/build.mjs mfe-public --out=<dir> --version=<v>
//                                     one front end into another folder, its manifest naming that release (a remote
//                                     published beside the current one; dist/ is left as it is), with its server
//                                     bundle, if it has one, in <dir>/server
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKENDS, FRONTEND_SOURCES, FRONTENDS, REMOTES } from './lib/workspaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

// Which workspaces there are comes from the domain manifest (services/contracts/src/domains.js).
export { BACKENDS, FRONTENDS };

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

// Written after each successful build, dated when that build began (a source saved during the build stays newer).
// Not a build output: webpack leaves an unchanged file untouched, so no output's date says when it last ran.
const stampOf = (workspace) => path.join(root, workspace, 'dist', '.built');

function builtAt(workspace) {
  const stamp = stampOf(workspace);
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
}

function stampBuilt(workspaces, startedMs) {
  for (const w of workspaces) {
    writeFileSync(stampOf(w), '');
    utimesSync(stampOf(w), startedMs / 1000, startedMs / 1000);
  }
}

function stale(workspace) {
  const sources = [path.join(root, workspace, 'src')];
  if (FRONTENDS.includes(workspace)) {
    sources.push(...FRONTEND_SOURCES.map((w) => path.join(root, w, 'src')));
    // The remotes' published types its users build against: taking new ones checks every remote again.
    sources.push(path.join(root, 'shell/kit/remote-types'));
  }
  const built = builtAt(workspace);
  return built === 0 || sources.some((s) => newest(s) > built);
}

function buildBackend(workspace) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'swc-build.mjs')], {
    cwd: path.join(root, workspace),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`building ${workspace} failed`);
}

/**
 * Fails before webpack runs when a remote is built against another breaking release of a shared singleton than
 * the shell provides, naming the remote, the package and both versions, rather than in a visitor's browser.
 */
function checkSharedContract(workspaces) {
  const { sharedContractProblems } = require(path.join(root, 'shell/kit/build/shared-contract.js'));
  const remotes = REMOTES.filter((r) => workspaces.includes(r.workspace)).map((r) => ({ workspace: r.workspace, dir: path.join(root, r.workspace) }));
  const problems = sharedContractProblems({ remotes });
  if (problems.length) throw new Error(`The shared-dependency contract is broken:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

const withOutput = (config, dir) => ({ ...config, output: { ...config.output, path: dir } });

/**
 * Publishes the types of what each remote exposes (type-checking it on the way) and checks that they still fit
 * the types its users build against (shell/kit/build/exposed-types.js): two remotes at a time, beside webpack.
 * Answers the folders to copy into each release once webpack has written it, or throws every problem found.
 */
async function publishRemoteTypes(workspaces, { outDir, version }) {
  const { publishExposedTypes, publishedTypeProblems } = require(path.join(root, 'shell/kit/build/exposed-types.js'));
  const remotes = REMOTES.filter((r) => workspaces.includes(r.workspace));
  // Inside the repository, so that what the types import of React or the kit resolves as it does for their users.
  mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
  const staged = mkdtempSync(path.join(root, 'node_modules/.cache/remuda-types-'));
  const problems = [];
  const queue = [...remotes];
  await Promise.all(
    [0, 1].map(async () => {
      for (let remote = queue.shift(); remote; remote = queue.shift()) {
        const dir = path.join(root, remote.workspace);
        const { exposes } = require(path.join(dir, 'webpack.config.js'));
        const builtDir = path.join(staged, remote.workspace);
        const found = await publishExposedTypes({ name: remote.workspace, dir, exposes, outDir: builtDir, version });
        problems.push(...(found.length ? found : await publishedTypeProblems({ name: remote.workspace, remote: remote.name, dir, builtDir })));
      }
    }),
  );
  if (problems.length) {
    rmSync(staged, { recursive: true, force: true });
    throw new Error(`The types of what remotes expose stop the build:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return remotes.map((r) => ({ from: path.join(staged, r.workspace), to: path.join(outDir ? path.resolve(outDir) : path.join(root, r.workspace, 'dist'), 'mf-types') }));
}

async function buildFrontends(workspaces, { outDir, version } = {}) {
  if (workspaces.length === 0) return;
  checkSharedContract(workspaces);
  const types = publishRemoteTypes(workspaces, { outDir, version });
  // Settled here too, so a failure of webpack first does not leave it unheard.
  types.catch(() => undefined);
  const webpack = require('webpack');
  const configs = workspaces.flatMap((w) => {
    const browser = require(path.join(root, w, 'webpack.config.js'));
    // A front end that draws pages on the server too (mfe-public) builds its own entry for them into <release>/client
    // and its server bundle into <release>/server.
    const extra = [
      ['webpack.client.config.js', ''],
      ['webpack.server.config.js', 'server'],
    ].filter(([file]) => existsSync(path.join(root, w, file)));
    return [
      outDir ? withOutput(browser, path.resolve(outDir)) : browser,
      ...extra.map(([file, sub]) => {
        const config = require(path.join(root, w, file));
        return outDir ? withOutput(config, path.resolve(outDir, sub)) : config;
      }),
    ];
  });
  // The federation plugin writes the build version into mf-manifest.json: MF_BUILD_VERSION, else package.json's.
  const previousVersion = process.env.MF_BUILD_VERSION;
  if (version) process.env.MF_BUILD_VERSION = version;
  await new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      const text = stats.toString({ colors: false, preset: 'errors-warnings' }).trim();
      if (text) console.log(text);
      if (stats.hasErrors()) return reject(new Error('front-end build failed'));
      resolve();
    });
  }).finally(() => {
    if (previousVersion === undefined) delete process.env.MF_BUILD_VERSION;
    else process.env.MF_BUILD_VERSION = previousVersion;
  });
  // Each release carries its types beside its manifest: <release>/mf-types/.
  const published = await types;
  for (const { from, to } of published) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  if (published.length) rmSync(path.dirname(published[0].from), { recursive: true, force: true });
}

/**
 * Builds the workspaces `only` names (all by default). `outDir` and `version` build one front end elsewhere under
 * a release of its own, as a team publishing a new release of its remote beside the running one does: its `dist/`
 * and build stamp stay as they are.
 */
export async function build({ onlyIfNeeded = false, only = [], outDir, version } = {}) {
  if ((outDir || version) && !(only.length === 1 && FRONTENDS.includes(only[0]))) {
    throw new Error('--out and --version build one front end: name exactly one');
  }
  const pick = (list) => list.filter((w) => (only.length === 0 || only.includes(w)) && (!onlyIfNeeded || stale(w)));
  const backends = pick(BACKENDS);
  const frontends = pick(FRONTENDS);
  const started = Date.now();
  for (const w of backends) buildBackend(w);
  stampBuilt(backends, started);
  await buildFrontends(frontends, { outDir, version });
  if (!outDir) stampBuilt(frontends, started);
  const built = [...backends, ...frontends];
  if (built.length) console.log(`built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  build({
    onlyIfNeeded: args.includes('--if-needed'),
    only: args.filter((a) => !a.startsWith('--')),
    outDir: option('out'),
    version: option('version'),
  }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
