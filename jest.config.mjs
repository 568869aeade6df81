/**
 * One jest run over every workspace. Back-end code is ES modules (NestJS 12 ships only ESM), so those projects
 * run under jest's ESM support; front-end code is compiled to CommonJS for jsdom. Both are compiled by swc and
 * read our workspace packages from source through the "@remuda/source" export condition. The projects are those
 * of the domain manifest (services/contracts/src/domains.js) around the platform's own workspaces.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JEST_PROJECTS } from './scripts/lib/workspaces.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The jsdom environment and set-up every front end's tests share, from the shell kit. */
const webTesting = path.join(root, 'shell/kit/src/testing');

const swcNode = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const swcWeb = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const nodeProject = (name, dir) => ({
  displayName: name,
  rootDir: dir,
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@remuda/source', 'node', 'node-addons'] },
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', swcNode] },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
});

const webProject = (name, dir, testing = webTesting) => ({
  displayName: name,
  rootDir: dir,
  testEnvironment: `${testing}/jsdom-environment.cjs`,
  testEnvironmentOptions: { customExportConditions: ['@remuda/source', 'browser', 'require', 'default'] },
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcWeb] },
  moduleNameMapper: {
    // Screens import antd's ES modules; tests read the same components from its CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(svg|png|jpe?g|webp)$': `${testing}/file-stub.cjs`,
  },
  setupFilesAfterEnv: [`${testing}/setup.ts`],
  // What webpack's DefinePlugin writes into a release's build (mfe-public/webpack.release.js).
  globals: { __REMOTE_VERSION__: '0.0.0-test' },
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
});

/**
 * Checks of the front ends' pages alone (axe on every page, every staff table's width): the pages are the same build
 * in both run modes, so they run with the embedded default only.
 */
const PAGE_CHECKS = ['accessibility', 'staff-widths'];

/** Browser journeys against a running platform; only when `npm test` (or a person) names the mode. */
const e2eProject = {
  ...nodeProject('e2e', '<rootDir>/e2e'),
  testMatch: ['<rootDir>/tests/**/*.e2e.spec.ts'],
  testPathIgnorePatterns: process.env.REMUDA_E2E_MODE === 'distributed' ? PAGE_CHECKS.map((name) => `/tests/${name}\\.e2e\\.spec\\.ts$`) : [],
  globalSetup: '<rootDir>/global-setup.mjs',
  globalTeardown: '<rootDir>/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/setup.ts'],
  testEnvironment: '<rootDir>/support/environment.mjs',
};

export default {
  // Many suites start real services, brokers and databases in their hooks; on a busy two-core machine that can
  // take longer than jest's 5 s default. The limit only stops a hang; no test measures time.
  testTimeout: 60_000,
  // One worker per core. Each suite leaves behind what its imports keep alive (NestJS, antd, jsdom), so a worker
  // grows by gigabytes over the run and every later suite pays for its garbage collection; a worker past this size
  // is replaced after the suite it ran.
  maxWorkers: '100%',
  workerIdleMemoryLimit: '1GB',
  projects: [
    ...(process.env.REMUDA_E2E_MODE ? [e2eProject] : []),
    ...JEST_PROJECTS.node.map(({ name, dir }) => nodeProject(name, `<rootDir>/${dir}`)),
    ...JEST_PROJECTS.web.map(({ name, dir }) => webProject(name, `<rootDir>/${dir}`)),
  ],
};
