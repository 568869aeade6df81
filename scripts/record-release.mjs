// Records which migrations a release ships, for the upgrade test (services/platform/test/upgrade.spec.ts): each
// service's migrations (its own, then the kit's, which every service's database gets) with the sha256 of the file
// that holds each. Migrations are frozen once released (docs/adr/008): the test refuses a recorded file that has
// changed since, and builds the release's schema by running exactly these.
//   node scripts/record-release.mjs <release>    writes services/platform/test/releases/<release>.json
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/processes.mjs';
import { SERVICES } from './lib/workspaces.mjs';

const KIT_MIGRATIONS = ['services/kit/src/idempotency/idempotency-keys.migration.ts'];

function migrationsIn(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const sha256 = createHash('sha256').update(text).digest('hex');
  return [...text.matchAll(/export class (\w+\d{13}) implements MigrationInterface/g)].map(([, name]) => ({ name, file, sha256 }));
}

const release = process.argv[2];
if (!release || !/^[\w.-]+$/.test(release)) {
  console.error('usage: node scripts/record-release.mjs <release>');
  process.exit(2);
}
const services = Object.fromEntries(
  SERVICES.map(({ target, workspace }) => {
    const dir = `${workspace}/src/migrations`;
    const own = readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.ts')).sort().map((f) => `${dir}/${f}`);
    return [target, [...own, ...KIT_MIGRATIONS].flatMap(migrationsIn)];
  }),
);
const out = path.join(ROOT, 'services/platform/test/releases', `${release}.json`);
writeFileSync(out, `${JSON.stringify({ release, services }, null, 2)}\n`);
console.log(`recorded ${Object.values(services).flat().length} migrations of ${Object.keys(services).length} services in ${path.relative(ROOT, out)}`);
