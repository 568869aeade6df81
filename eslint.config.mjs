// The import boundaries the layout promises (README "Layout", ../shared/ARCHITECTURE.md), as lint errors.
// `npm run lint` runs it; `npm test` runs it right after the type check. Only boundaries are checked here.
//
// TypeScript 7's npm package has no JavaScript compiler API, so typescript-eslint's parser cannot run. Babel's
// parser (TypeScript syntax, legacy decorators as NestJS writes them) reads TS and TSX instead: these rules need
// the import statements only, no type information. The rules themselves are in scripts/lint/boundaries-plugin.mjs
// and scripts/lint/check-boundaries.mjs proves that each one reports what it should and nothing else.
import babelParser from '@babel/eslint-parser';
import syntaxDecorators from '@babel/plugin-syntax-decorators';
import syntaxTypeScript from '@babel/plugin-syntax-typescript';
import { PLATFORM_WORKSPACES } from './services/contracts/src/domains.js';
import { createBoundariesPlugin } from './scripts/lint/boundaries-plugin.mjs';

const remuda = createBoundariesPlugin({ root: import.meta.dirname });

const typescript = (isTSX) => ({
  parser: babelParser,
  parserOptions: {
    requireConfigFile: false,
    babelOptions: { babelrc: false, configFile: false, plugins: [[syntaxTypeScript, { isTSX }], [syntaxDecorators, { version: 'legacy' }]] },
  },
});

const FRONT_ENDS = ['shell/src/**', 'mfe-*/src/**'];
const CONTRACTS = 'services/contracts';
const SERVICE_KIT = 'services/kit';
/** The back end's libraries (the domain manifest's `library` workspaces): the contracts, the service kit and the building blocks on them. */
const LIBRARIES = PLATFORM_WORKSPACES.filter((w) => w.role === 'library').map((w) => w.workspace);
const SHELL_KIT = 'shell/kit';
/** Every migration of every back-end workspace. */
const MIGRATIONS = ['services/*/src/migrations/**', 'services/*/src/**/*.migration.ts'];

/** Which workspace packages the matched files may import, and why (shown in the error). */
const mayImport = (allow, because) => ({ 'remuda/workspace-imports': ['error', { allow, because }] });

export default [
  // What is linted: every workspace's src/ and test/, and the e2e workspace's pages/, support/ and tests/.
  {
    ignores: [
      '**/*', '!**/*/',
      '!*/src/**', '!*/test/**', '!*/*/src/**', '!*/*/test/**', '!e2e/pages/**', '!e2e/support/**', '!e2e/tests/**',
      '**/node_modules/', '**/dist/', '**/coverage/', '**/*.generated.*',
    ],
  },
  { files: ['**/*.{ts,mts,cts}'], languageOptions: typescript(false) },
  { files: ['**/*.tsx'], languageOptions: typescript(true) },
  { plugins: { remuda } },

  // Workspaces meet only through package names, which the rules below police: a relative import never climbs
  // out of its own workspace (`../../other-workspace/...`, or into shell/kit from the shell).
  { rules: { 'remuda/no-climbing-out-of-workspace': 'error' } },

  // 1. Remotes are built and deployed on their own and the shell loads them at run time: the shell and every
  //    remote import only the shell kit and the contracts, never a remote's (or the shell's) source.
  {
    files: FRONT_ENDS,
    rules: mayImport([SHELL_KIT, CONTRACTS], 'a front end uses only @remuda/shell-kit and @remuda/contracts; remotes meet at run time through the shell'),
  },
  // The shell kit is what the shell gives every remote; it builds on the contracts alone.
  { files: ['shell/kit/**'], rules: mayImport([CONTRACTS], 'the shell kit builds on @remuda/contracts alone') },

  // 2. Services are separate programs that talk through messages: a domain service (users, horses, medical,
  //    riding, and any added later) shares only the back end's libraries with the rest (the contracts, the service
  //    kit, and the building blocks on them such as a kind of record's).
  {
    files: ['services/*/**'],
    ignores: ['services/contracts/**', 'services/kit/**', 'services/platform/**'],
    rules: mayImport(LIBRARIES, 'a service reaches other services through messages described in @remuda/contracts, never through their code'),
  },
  { files: ['services/contracts/**'], rules: mayImport([], 'the contracts are the bottom of the stack and import no workspace package') },
  { files: ['services/kit/**'], rules: mayImport([CONTRACTS], 'the service kit builds on @remuda/contracts alone') },
  { files: ['services/known-horses/**'], rules: mayImport([CONTRACTS, SERVICE_KIT], 'a service’s view of the herd builds on @remuda/contracts and the service kit alone') },
  { files: ['gateway/**'], rules: mayImport([CONTRACTS, SERVICE_KIT], 'the gateway reaches services through messages, never through their code') },
  // The gateway's tests start real services behind it (but not the platform, which is built on the gateway).
  {
    files: ['gateway/test/**'],
    rules: mayImport([CONTRACTS, SERVICE_KIT, 'services/*', '!services/platform'], 'gateway tests may start services, but not the platform built on the gateway'),
  },
  // A service's integration tests may start the real services it talks to (their code stays out of its src/).
  {
    files: ['services/*/test/**'],
    ignores: ['services/contracts/**', 'services/kit/**', 'services/platform/**'],
    rules: mayImport([...LIBRARIES, 'services/*', '!services/platform'], 'service tests may start the services they talk to'),
  },
  // The platform is the program that composes the gateway and every service.
  { files: ['services/platform/**'], rules: mayImport(['services/*', 'gateway'], 'the platform composes back-end workspaces only') },

  // 3. Front-end features stand alone: src/features/<a> never imports src/features/<b>.
  { files: FRONT_ENDS, rules: { 'remuda/no-cross-feature-imports': 'error' } },

  // 4. Code flows one way, shared -> features -> app: shared folders (components, lib, api, hooks, testing, ...)
  //    import neither features nor src/app, features do not import src/app, and only the entry files the bundler
  //    starts from import src/app (src/index.ts, src/bootstrap.tsx; src/routes.tsx, a remote's exposed module;
  //    src/server.ts, a remote's server bundle; src/client.tsx, the public site's own browser entry, which loads its
  //    src/bootstrap.tsx once the page has loaded).
  { files: FRONT_ENDS, rules: { 'remuda/one-way-layers': ['error', { entries: ['index', 'bootstrap', 'routes', 'server', 'client'] }] } },

  // 5. Migrations are frozen: each builds what it built when it was released, so it calls no code that can change
  //    later, not even a file of its own workspace (docs/adr/008). TypeORM's schema API is all it may import.
  {
    files: MIGRATIONS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!typeorm$)', message: 'a migration is frozen: it imports typeorm alone and writes out what it builds (docs/adr/008)' }] }],
    },
  },
];
