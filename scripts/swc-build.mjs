// Compiles the TypeScript of the workspace it is run in (src/ -> dist/) with swc, as ES modules for Node.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const swc = path.join(root, 'node_modules', '.bin', 'swc');
rmSync('dist', { recursive: true, force: true });
const result = spawnSync(
  swc,
  ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', path.join(root, '.swcrc'), '--ignore', '**/*.spec.ts', '--quiet'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
