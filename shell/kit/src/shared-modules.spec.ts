import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Every front end gets antd from the shell, one component at a time (docs/adr/002). An import of the whole
// package, or of a component the shell does not provide, would give that remote its own copy without the theme.
const ROOT = path.resolve(__dirname, '../../..');
const FRONT_ENDS = ['shell/src', 'shell/kit/src', 'mfe-public/src', 'mfe-horses/src', 'mfe-medical/src', 'mfe-riding/src'];
const provided: string[] = require('../build/shared-antd.js');
const { SINGLETONS } = require('../build/webpack-config.js') as { SINGLETONS: string[] };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const imports = FRONT_ENDS.flatMap((dir) =>
  sources(path.join(ROOT, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\()\s*'([^']+)'/g)].map((m) => ({ file: path.relative(ROOT, file), request: m[1]! })),
  ),
);

it('finds the front ends it checks', () => {
  expect(imports.filter((i) => i.request.startsWith('antd')).length).toBeGreaterThan(10);
});

it('imports antd only as antd/es/<component>, and only components the shell provides', () => {
  const wrong = imports
    .filter(({ request }) => request === 'antd' || request.startsWith('antd/'))
    .filter(({ request }) => {
      const match = /^antd\/es\/([a-z-]+)$/.exec(request);
      return !match || !provided.includes(match[1]!);
    });
  expect(wrong).toEqual([]);
});

it('never imports the router package in a remote: remotes use the router the kit re-exports', () => {
  // A remote's server entry (src/server/, ADR 012) and the public site's own browser entry (src/client.tsx, the
  // src/bootstrap.tsx it loads, and src/site/, ADR 016) are bundles of their own that the shell never loads: each
  // brings its own router, as it brings its own React.
  const inShell = (file: string) => !/^mfe-[^/]+\/src\/(server\/|site\/|client\.tsx$|bootstrap\.tsx$)/.test(file);
  const wrong = imports.filter(({ file, request }) => file.startsWith('mfe-') && inShell(file) && /^react-router/.test(request));
  expect(wrong).toEqual([]);
});

it('shares every antd component on the list, plus React, the query cache and the kit', () => {
  expect(SINGLETONS).toEqual(expect.arrayContaining(['react', 'react-dom', '@tanstack/react-query', '@remuda/shell-kit']));
  expect(SINGLETONS).toEqual(expect.arrayContaining(provided.map((c) => `antd/es/${c}`)));
});
