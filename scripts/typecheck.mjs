// Type-checks every workspace with the TypeScript compiler (the builds themselves only strip types).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/processes.mjs';
import { TYPECHECKED } from './lib/workspaces.mjs';

export { TYPECHECKED };

function check(workspace) {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', path.join(ROOT, workspace, 'tsconfig.json')], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ workspace, ok: code === 0, output }));
  });
}

export async function typecheck() {
  const results = [];
  const queue = [...TYPECHECKED];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) results.push(await check(queue.shift()));
    }),
  );
  for (const r of results) if (!r.ok) console.log(`${r.workspace}:\n${r.output}`);
  return results.every((r) => r.ok);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const ok = await typecheck();
  console.log(ok ? 'typecheck: every workspace is clean' : 'typecheck: errors above');
  process.exit(ok ? 0 : 1);
}
