// The typed seams between the shell's remotes (docs/adr/031-typed-seams.md). Each remote's build publishes the
// types of what it exposes (`<release>/mf-types/`, declarations the TypeScript compiler emits from the exposed
// modules, and an index naming them); the sides that use a remote build against the copy of those types they took
// (`shell/kit/remote-types/<remote>/`), never against the remote's source; and a remote's build fails when what it
// now exposes no longer fits the types its users took, as a user's type check fails when it passes a slot the
// wrong props.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const TSC = path.join(ROOT, 'node_modules/.bin/tsc');
/** The published types each remote's users build against. */
const PUBLISHED = path.join(__dirname, '..', 'remote-types');
const ASSET_TYPES = path.join(ROOT, 'types/assets.d.ts');

let runs = 0;
/** Runs the compiler with a configuration written beside the workspace's own for the occasion. */
async function tsc(dir, config) {
  const file = path.join(dir, `.tsconfig.seams-${process.pid}-${++runs}.json`);
  fs.writeFileSync(file, JSON.stringify({ extends: './tsconfig.json', ...config }));
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(TSC, ['-p', file], { cwd: dir });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ ok: code === 0, output: output.trim() }));
    });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.\.?\/[^'"]+)['"]/g;

/** The declaration files `start` needs, following its relative imports. */
function reachable(root, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = path.resolve(path.dirname(file), request.replace(/\.(js|jsx|ts|tsx)$/, ''));
      visit([`${base}.d.ts`, path.join(base, 'index.d.ts')].find((candidate) => fs.existsSync(candidate)) ?? `${base}.d.ts`);
    }
  };
  visit(start);
  return [...seen].map((file) => path.relative(root, file));
}

/**
 * Type-checks a remote and writes the types of what it exposes into `outDir` (emptied first): each exposed module's
 * declarations and what they import of the remote's own, and `index.d.ts`, whose `Exposes` names them by exposed
 * path. Answers the problems that stop it (the remote's own type errors), none when it is written.
 */
async function publishExposedTypes({ name, dir, exposes, outDir, version = '' }) {
  const emitted = fs.mkdtempSync(path.join(os.tmpdir(), 'remuda-seams-'));
  try {
    const files = Object.values(exposes).map((file) => path.resolve(dir, file));
    const { ok, output } = await tsc(dir, {
      compilerOptions: { declaration: true, emitDeclarationOnly: true, noEmit: false, outDir: emitted, rootDir: ROOT },
      files: [ASSET_TYPES, ...files],
      include: [],
    });
    if (!ok) return [`${name} does not type-check:\n${output}`];
    const own = path.join(emitted, path.relative(ROOT, dir));
    const keep = new Set();
    for (const file of files) {
      const declaration = path.join(emitted, path.relative(ROOT, file)).replace(/\.(ts|tsx|js|jsx)$/, '.d.ts');
      for (const rel of reachable(own, declaration)) keep.add(rel);
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    for (const rel of keep) {
      fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
      fs.copyFileSync(path.join(own, rel), path.join(outDir, rel));
    }
    const entries = Object.entries(exposes).map(([exposed, file]) => {
      const module = `./${path.relative(dir, path.resolve(dir, file)).replace(/\\/g, '/').replace(/\.(ts|tsx|js|jsx)$/, '')}`;
      return `  '${exposed}': typeof import('${module}');`;
    });
    fs.writeFileSync(
      path.join(outDir, 'index.d.ts'),
      `// What ${name}${version ? ` ${version}` : ''} exposes, as the sides that load it see it: published by its build.\n` +
        `export interface Exposes {\n${entries.join('\n')}\n}\n`,
    );
    return [];
  } finally {
    fs.rmSync(emitted, { recursive: true, force: true });
  }
}

/**
 * Whether the types a remote's build published (`builtDir`) still fit the ones its users took
 * (`shell/kit/remote-types/<remote>`): every module they use is still exposed, and each can stand where the one
 * they took stood (a slot accepts every props object it accepted). Answers the problems, none when it fits or when
 * no user has taken its types yet.
 */
async function publishedTypeProblems({ name, remote, dir, builtDir, publishedDir = path.join(PUBLISHED, remote) }) {
  if (!fs.existsSync(path.join(publishedDir, 'index.d.ts'))) return [];
  const check = path.join(dir, `.seams-check-${process.pid}-${++runs}.ts`);
  const from = (target) => {
    const rel = path.relative(dir, path.join(target, 'index')).replace(/\\/g, '/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  fs.writeFileSync(
    check,
    [
      `import type { Exposes as Published } from '${from(publishedDir)}';`,
      `import type { Exposes as Built } from '${from(builtDir)}';`,
      'type NoLongerExposed = Exclude<keyof Published, keyof Built>;',
      "export const everyModuleStillExposed: [NoLongerExposed] extends [never] ? true : { 'no longer exposed': NoLongerExposed } = true;",
      'declare const built: { [K in keyof Published]: K extends keyof Built ? Built[K] : never };',
      'export const stillFitsItsUsers: Published = built;',
      '',
    ].join('\n'),
  );
  try {
    const { ok, output } = await tsc(dir, { compilerOptions: { noEmit: true, rootDir: ROOT }, files: [ASSET_TYPES, check], include: [] });
    if (ok) return [];
    return [
      `${name} exposes what no longer fits the types its users build against (shell/kit/remote-types/${remote}): ` +
        `keep it compatible, or publish its new types with \`npm run remotes -- types ${remote}\` and mend its users.\n${output}`,
    ];
  } finally {
    fs.rmSync(check, { force: true });
  }
}

/** Takes a remote's types as its users' (after `publishExposedTypes`): what `npm run remotes -- types` does. */
function takePublishedTypes({ remote, builtDir }) {
  const target = path.join(PUBLISHED, remote);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(builtDir, target, { recursive: true });
  return target;
}

module.exports = { PUBLISHED, publishExposedTypes, publishedTypeProblems, takePublishedTypes };
