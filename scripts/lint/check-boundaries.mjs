// Proves that each boundary rule of eslint.config.mjs bites: small snippets are linted in memory under made-up
// file paths, and every forbidden import must be reported by the rule that keeps its promise, every allowed one
// not at all. A rule that cannot fail is a defect, and so is a rule that fails the innocent.
//   node scripts/lint/check-boundaries.mjs     (npm run lint runs it before linting the tree)
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');

const WORKSPACE = 'remuda/workspace-imports';
const CLIMB = 'remuda/no-climbing-out-of-workspace';
const FEATURE = 'remuda/no-cross-feature-imports';
const LAYERS = 'remuda/one-way-layers';
const FROZEN = 'no-restricted-imports';

/** [what it shows, file, code, rule expected to report it (null: nothing may be reported)] */
const CASES = [
  // 1. remotes and the shell
  ['a remote imports another remote', 'mfe-horses/src/features/horses/components/horse-card.tsx', "import { HomePage } from '@remuda/mfe-public';\nexport const A = () => <HomePage />;", WORKSPACE],
  ['a remote lazily imports another remote', 'mfe-horses/src/routes.tsx', "export const r = () => import('@remuda/mfe-riding/src/routes');", WORKSPACE],
  ['a remote imports types of the shell', 'mfe-public/src/components/horse-photo.tsx', "import type { AppProps } from '@remuda/shell';\nexport type P = AppProps;", WORKSPACE],
  ['a remote imports a service', 'mfe-horses/src/api/get-horses.ts', "import { horsesService } from '@remuda/horses';\nexport const s = horsesService;", WORKSPACE],
  ['the shell imports a remote', 'shell/src/app/remotes/load-remote-routes.ts', "import { routes } from '@remuda/mfe-horses/src/routes';\nexport const r = routes;", WORKSPACE],
  ['the shell mocks a remote in a test', 'shell/src/app/routes.spec.tsx', "jest.mock('@remuda/mfe-public', () => ({}));", WORKSPACE],
  ["the shell reaches a remote's source by path", 'shell/src/app/routes.tsx', "export const r = () => import('../../../mfe-horses/src/routes');", CLIMB],
  ["a remote reaches another remote's source by path", 'mfe-riding/src/routes.tsx', "export { routes } from '../../mfe-public/src/routes';", CLIMB],
  ["the shell reaches the shell kit's source by path", 'shell/src/app/app.tsx', "import { theme } from '../../kit/src/theme';\nexport const t = theme;", CLIMB],
  ['the shell kit imports the shell', 'shell/kit/src/session/session.ts', "import { router } from '@remuda/shell';\nexport const r = router;", WORKSPACE],
  ['a remote uses the shell kit, its testing entry and the contracts', 'mfe-horses/src/features/horses/components/horses-page.spec.tsx',
    "import { useSession } from '@remuda/shell-kit';\nimport { renderApp } from '@remuda/shell-kit/testing';\nimport type { Horse } from '@remuda/contracts';\nimport Alert from 'antd/es/alert';\nexport const x = [useSession, renderApp, Alert] as const;\nexport type H = Horse;", null],
  ['the shell uses the shell kit and the contracts', 'shell/src/app/app.tsx', "import { theme } from '@remuda/shell-kit';\nimport { roleSchema } from '@remuda/contracts';\nexport const x = <div>{String(theme)}{String(roleSchema)}</div>;", null],
  ['the shell kit uses the contracts', 'shell/kit/src/api/api-client.ts', "import { apiRoutes } from '@remuda/contracts';\nexport const r = apiRoutes;", null],

  // 2. services
  ['a service imports another service', 'services/horses/src/horses/create-horse/create-horse.service.ts',
    "import { Injectable, Inject } from '@nestjs/common';\nimport { usersService } from '@remuda/users';\n@Injectable()\nexport class CreateHorseService {\n  constructor(@Inject('X') private readonly x: string) {}\n}\nexport const u = usersService;", WORKSPACE],
  ["a service re-exports another service's code", 'services/riding/src/index.ts', "export * from '@remuda/medical';", WORKSPACE],
  ['a service mocks another service in a unit test', 'services/medical/src/records/records.spec.ts', "jest.unstable_mockModule('@remuda/horses', () => ({}));", WORKSPACE],
  ["a service's integration test starts the services it talks to", 'services/medical/test/records.spec.ts', "import { horsesService } from '@remuda/horses';\nexport const s = horsesService;", null],
  ['a service names another service in a type', 'services/users/src/users.module.ts', "export type H = import('@remuda/horses').HorsesService;", WORKSPACE],
  ['a service requires another service', 'services/users/src/legacy.ts', "import horses = require('@remuda/horses');\nexport const h = horses;", WORKSPACE],
  ['a service imports the gateway', 'services/users/src/users.module.ts', "import { startGateway } from '@remuda/gateway';\nexport const g = startGateway;", WORKSPACE],
  ['a service imports the platform', 'services/horses/test/seed.spec.ts', "import { targets } from '@remuda/platform';\nexport const t = targets;", WORKSPACE],
  ['a domain service added later imports another service', 'services/billing/src/billing.service.ts', "import { usersService } from '@remuda/users';\nexport const u = usersService;", WORKSPACE],
  ["a service reaches another service's source by path", 'services/users/src/users/users.service.ts', "import { HORSES } from '../../../horses/src/horses.tokens.js';\nexport const h = HORSES;", CLIMB],
  ['a service imports the contracts, the service kit and its own files', 'services/users/src/users/users.service.ts',
    "import { Injectable } from '@nestjs/common';\nimport type { Actor } from '@remuda/contracts';\nimport { ServiceConfig } from '@remuda/service-kit';\nimport { harness } from '@remuda/service-kit/testing';\nimport { hash } from '../passwords/hash.js';\n@Injectable()\nexport class UsersService { config?: ServiceConfig; a?: Actor; }\nexport const x = [harness, hash];", null],
  ['a service builds on a library of the back end (a kind of record)', 'services/medical/src/medical.module.ts', "import { HorseRecordsModule } from '@remuda/horse-records';\nexport const m = HorseRecordsModule;", null],
  ['a library imports a service', 'services/horse-records/src/record-store.ts', "import { medicalService } from '@remuda/medical';\nexport const m = medicalService;", WORKSPACE],
  ['the gateway imports a service', 'gateway/src/horses/horses.controller.ts', "import { horsesService } from '@remuda/horses';\nexport const s = horsesService;", WORKSPACE],
  ['the gateway uses the contracts and the service kit', 'gateway/src/app.module.ts', "import { apiRoutes } from '@remuda/contracts';\nimport { logger } from '@remuda/service-kit';\nexport const x = [apiRoutes, logger];", null],
  ["the gateway's tests start services", 'gateway/test/test-platform.ts', "import { horsesService } from '@remuda/horses';\nimport { usersService } from '@remuda/users';\nexport const x = [horsesService, usersService];", null],
  ["the gateway's tests import the platform", 'gateway/test/test-platform.ts', "import { targets } from '@remuda/platform';\nexport const t = targets;", WORKSPACE],
  ['the platform composes the gateway and the services', 'services/platform/src/targets.ts',
    "import { startGateway } from '@remuda/gateway';\nimport { horsesService } from '@remuda/horses';\nimport { usersService } from '@remuda/users';\nimport { ServiceConfig } from '@remuda/service-kit';\nexport const x = [startGateway, horsesService, usersService, ServiceConfig];", null],
  ['the platform imports a front end', 'services/platform/src/main.ts', "import { theme } from '@remuda/shell-kit';\nexport const t = theme;", WORKSPACE],
  ['the service kit imports a service', 'services/kit/src/transport/message-client.ts', "import { usersService } from '@remuda/users';\nexport const u = usersService;", WORKSPACE],
  ['the service kit imports the view of the herd', 'services/kit/src/index.ts', "export * from '@remuda/known-horses';", WORKSPACE],
  ['the view of the herd imports a service', 'services/known-horses/src/horse-directory.ts', "import { horsesService } from '@remuda/horses';\nexport const h = horsesService;", WORKSPACE],
  ['the view of the herd uses the contracts and the service kit', 'services/known-horses/src/horse-directory.ts', "import { HORSE_OPERATIONS } from '@remuda/contracts';\nimport { MessageClient } from '@remuda/service-kit';\nexport const x = [HORSE_OPERATIONS, MessageClient];", null],
  ['a service keeps its view of the herd', 'services/riding/src/riding.module.ts', "import { KnownHorsesModule } from '@remuda/known-horses';\nexport const k = KnownHorsesModule;", null],
  ['the service kit uses the contracts and itself', 'services/kit/test/probe-service.ts', "import { defineOperation } from '@remuda/contracts';\nimport { harness } from '@remuda/service-kit/testing';\nexport const x = [defineOperation, harness];", null],
  ['the contracts import the service kit', 'services/contracts/src/messaging.ts', "import { logger } from '@remuda/service-kit';\nexport const l = logger;", WORKSPACE],
  ['the contracts use zod and their own files', 'services/contracts/src/index.ts', "import { z } from 'zod';\nexport * from './horses/horses.schemas.js';\nexport const s = z.string();", null],

  // 3. features
  ['a feature imports another feature', 'mfe-horses/src/features/horse-form/components/add-horse-page.tsx', "import { HorsesPage } from '../../horses/components/horses-page';\nexport const A = () => <HorsesPage />;", FEATURE],
  ['a feature lazily imports another feature', 'shell/src/features/users/components/users-page.tsx', "export const p = () => import('../../auth/api/session-mutations');", FEATURE],
  ['a feature re-exports another feature', 'mfe-public/src/features/home/api/get-home.ts', "export { getHorses } from '../../horses/api/get-horses';", FEATURE],
  ['a feature imports its own files and shared folders', 'mfe-horses/src/features/horses/components/horses-page.tsx',
    "import { getHorses } from '../api/get-horses';\nimport { HorseBadges } from '../../../components/horse-badges';\nimport { records } from '../../../lib/records';\nimport { getHorse } from '../../../api/get-horse';\nimport { fixtures } from '../../../testing/fixtures';\nexport const x = [getHorses, HorseBadges, records, getHorse, fixtures];", null],

  // 4. one-way flow
  ['a shared folder imports a feature', 'mfe-horses/src/components/horse-screen.tsx', "import { HorsesPage } from '../features/horses/components/horses-page';\nexport const S = () => <HorsesPage />;", LAYERS],
  ['a shared hook imports the app', 'shell/src/hooks/use-router.ts', "import { router } from '../app/router';\nexport const r = router;", LAYERS],
  ["a remote's shared code imports its routes", 'mfe-horses/src/lib/paths.ts', "import { routes } from '../routes';\nexport const r = routes;", LAYERS],
  ['a feature imports the app', 'shell/src/features/auth/components/login-page.spec.tsx', "import { PublicLayout } from '../../../app/layouts/public-layout';\nexport const L = PublicLayout;", LAYERS],
  ['the app imports an entry file', 'shell/src/app/app.tsx', "import '../bootstrap';", LAYERS],
  ['the app imports features (also lazily) and shared folders', 'shell/src/app/routes.tsx',
    "import { useSignOut } from '../features/auth/api/session-mutations';\nimport { queryClient } from './query-client';\nimport { api } from '../lib/api';\nexport const p = () => import('../features/users/components/users-page');\nexport const x = [useSignOut, queryClient, api];", null],
  ['the entry files import the app', 'shell/src/bootstrap.tsx', "import { createRoot } from 'react-dom/client';\nimport { App } from './app/app';\ncreateRoot(document.body).render(<App />);", null],
  ['index.ts starts bootstrap', 'shell/src/index.ts', "import('./bootstrap');", null],
  ["a remote's routes import its features and shared folders", 'mfe-horses/src/routes.tsx',
    "import { staff } from './components/staff-styles';\nexport const p = () => import('./features/dashboard/components/dashboard-page');\nexport const s = staff;", null],
  ["a remote's routes spec imports the routes", 'mfe-horses/src/routes.spec.tsx', "import { routes } from './routes';\nexport const r = routes;", null],
  ['a shared folder imports another shared folder', 'mfe-horses/src/components/horse-badges.tsx', "import { horseLabel } from '../lib/horse-labels';\nexport const B = () => <span>{horseLabel}</span>;", null],

  // 5. frozen migrations
  ['a migration calls a helper of the service kit', 'services/medical/src/migrations/1764000000000-create-known-horses.ts', "import { createInboxTable } from '@remuda/service-kit';\nexport const c = createInboxTable;", FROZEN],
  ['a migration calls a file of its own service', 'services/riding/src/migrations/1769000000000-add-thing.ts', "import { THINGS } from '../records/things.js';\nexport const t = THINGS;", FROZEN],
  ["the kit's migration calls the kit", 'services/kit/src/idempotency/idempotency-keys.migration.ts', "import { qualified } from '../database/kept-count.js';\nexport const q = qualified;", FROZEN],
  ['a migration uses typeorm alone', 'services/users/src/migrations/1769000000000-add-thing.ts', "import { type MigrationInterface, Table } from 'typeorm';\nexport const x = Table;\nexport type M = MigrationInterface;", null],
];

/** Lints every case; returns the number passed and failed, printing one line per case. */
export async function checkBoundaries({ log = console.log } = {}) {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs'), warnIgnored: true });
  let passed = 0;
  let failed = 0;
  for (const [what, file, code, rule] of CASES) {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    const messages = result.messages;
    const reported = messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
    const ok = rule === null ? messages.length === 0 : messages.length > 0 && messages.every((m) => m.ruleId === rule);
    if (ok) passed += 1;
    else failed += 1;
    const expected = rule === null ? 'nothing reported' : rule;
    log(`${ok ? ' ok ' : 'FAIL'}  ${rule === null ? 'allowed  ' : 'forbidden'}  ${what} (${file})${ok ? '' : `\n        expected ${expected}, got: ${reported.join('; ') || 'nothing'}`}`);
  }
  return { passed, failed };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { passed, failed } = await checkBoundaries();
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
