// What the container image keeps of a built tree (deploy/Dockerfile runs this after the build and `npm prune
// --omit=dev`): the root package.json and node_modules, each back end's folder without its sources and tests
// (package.json, dist/, and whatever else it ships, such as the demo clips), and each front end's dist/. Which
// workspaces those are comes from the domain manifest, through ./workspaces.mjs.
// The demo data (services/demo: the herd's drawings and clips) is left out unless asked for with --demo.
//   node scripts/lib/image-files.mjs <folder> [--demo]
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './processes.mjs';
import { BACKENDS, FRONTENDS } from './workspaces.mjs';

/** Top-level entries of a back-end workspace the running program never reads. */
const NOT_SHIPPED = new Set(['src', 'test', 'tsconfig.json', 'README.md']);

// Workspace links in node_modules are relative (../../services/users): copied as they are, they hold in the image.
const copy = (from, to) => cpSync(path.join(ROOT, from), path.join(to, from), { recursive: true, verbatimSymlinks: true });

const DEMO = 'services/demo';

export function copyImageFiles(to, { demo = false } = {}) {
  mkdirSync(to, { recursive: true });
  copy('package.json', to);
  copy('node_modules', to);
  for (const workspace of [...BACKENDS, ...FRONTENDS]) {
    if (!existsSync(path.join(ROOT, workspace, 'dist'))) throw new Error(`${workspace} is not built: run node scripts/build.mjs`);
  }
  for (const workspace of BACKENDS) {
    if (workspace === DEMO && !demo) {
      rmSync(path.join(to, 'node_modules/@remuda/demo'), { force: true });
      continue;
    }
    for (const entry of readdirSync(path.join(ROOT, workspace))) {
      if (!NOT_SHIPPED.has(entry)) copy(path.join(workspace, entry), to);
    }
  }
  for (const workspace of FRONTENDS) copy(path.join(workspace, 'dist'), to);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [to, ...flags] = process.argv.slice(2);
  if (!to) {
    console.error('usage: node scripts/lib/image-files.mjs <folder> [--demo]');
    process.exit(2);
  }
  copyImageFiles(path.resolve(to), { demo: flags.includes('--demo') });
}
