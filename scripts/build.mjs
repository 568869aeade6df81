// Builds what `npm start` serves: the back-end workspaces (swc: src -> dist) and the front ends (webpack).
//   node scripts/build.mjs            everything
//   node scripts/build.mjs --if-needed only what is missing or older than its sources
//   node scripts/build.mjs shell mfe-public   just these workspaces
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKENDS, FRONTEND_SOURCES, FRONTENDS } from './lib/workspaces.mjs';

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
  if (FRONTENDS.includes(workspace)) sources.push(...FRONTEND_SOURCES.map((w) => path.join(root, w, 'src')));
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

async function buildFrontends(workspaces) {
  if (workspaces.length === 0) return;
  const webpack = require('webpack');
  const configs = workspaces.map((w) => require(path.join(root, w, 'webpack.config.js')));
  await new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      const text = stats.toString({ colors: false, preset: 'errors-warnings' }).trim();
      if (text) console.log(text);
      if (stats.hasErrors()) return reject(new Error('front-end build failed'));
      resolve();
    });
  });
}

export async function build({ onlyIfNeeded = false, only = [] } = {}) {
  const pick = (list) => list.filter((w) => (only.length === 0 || only.includes(w)) && (!onlyIfNeeded || stale(w)));
  const backends = pick(BACKENDS);
  const frontends = pick(FRONTENDS);
  const started = Date.now();
  for (const w of backends) buildBackend(w);
  stampBuilt(backends, started);
  await buildFrontends(frontends);
  stampBuilt(frontends, started);
  const built = [...backends, ...frontends];
  if (built.length) console.log(`built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  build({ onlyIfNeeded: args.includes('--if-needed'), only: args.filter((a) => !a.startsWith('--')) }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
