// Checks deploy/: the generated part of the Kubernetes base matches the domain manifest, every Dockerfile keeps
// its rules, every overlay renders (kubectl kustomize) to objects that keep theirs (manifest-rules.mjs), each rule
// is shown to bite (proofs.mjs), and each front end's image configuration serves it as promised (web-images.mjs).
// Its last line counts the checks; any failure exits 1. `npm test` runs it after the build.
//   node scripts/deploy/check-deploy.mjs
// What this machine cannot run (no kubectl, no nginx) is named, and added to REMUDA_SKIP_REPORT when set.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { outdated } from '../../deploy/k8s/generate.mjs';
import { ROOT } from '../lib/processes.mjs';
import { checkDockerfile } from './dockerfile-rules.mjs';
import { checkManifests } from './manifest-rules.mjs';
import { proveRules } from './proofs.mjs';
import { NGINX, checkWebImages } from './web-images.mjs';

const OVERLAYS = path.join(ROOT, 'deploy/k8s/overlays');
let passed = 0;
let failed = 0;
const check = (ok, line) => {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${line}`);
};
const skip = (reason) => {
  console.log(`SKIP  ${reason}`);
  if (process.env.REMUDA_SKIP_REPORT) appendFileSync(process.env.REMUDA_SKIP_REPORT, `deploy: ${reason}\n`);
};

const stale = outdated();
check(stale.length === 0, stale.length ? `deploy/k8s/base/generated is out of date (${stale.join(', ')}): run node deploy/k8s/generate.mjs` : 'deploy/k8s/base/generated matches the domain manifest');

for (const file of readdirSync(path.join(ROOT, 'deploy')).filter((f) => /(^|\.)Dockerfile$/.test(f))) {
  const breaches = checkDockerfile(readFileSync(path.join(ROOT, 'deploy', file), 'utf8'));
  check(breaches.length === 0, `deploy/${file}${breaches.map((b) => `\n        - ${b.rule}: ${b.message}`).join('')}`);
}

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
if (kubectl.status !== 0) {
  skip('no kubectl to render deploy/k8s (kubectl 1.27 or later, for its kustomize v5)');
} else {
  const rendered = {};
  for (const overlay of readdirSync(OVERLAYS)) {
    const run = spawnSync('kubectl', ['kustomize', path.join(OVERLAYS, overlay)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) {
      check(false, `overlays/${overlay} does not render:\n${run.stderr.trim()}`);
      continue;
    }
    const documents = parseAllDocuments(run.stdout);
    const objects = documents.map((d) => d.toJS()).filter(Boolean);
    const breaches = await checkManifests(objects, { production: overlay === 'prod' });
    check(breaches.length === 0, `overlays/${overlay}: ${objects.length} objects${breaches.map((b) => `\n        - ${b.rule}: ${b.message}`).join('')}`);
    rendered[overlay] = objects;
  }
  if (rendered.dev && rendered.prod) {
    const proofs = await proveRules(rendered, (line) => line.startsWith('FAIL') && console.log(line));
    console.log(`rule proofs (scripts/deploy/proofs.mjs): ${proofs.passed} passed, ${proofs.failed} failed`);
    passed += proofs.passed;
    failed += proofs.failed;
  } else check(false, 'the rule proofs need both overlays, dev and prod, rendered');
}

if (!existsSync(NGINX)) {
  skip(`no nginx at ${NGINX} to serve the front ends' image configuration (apt-get install nginx)`);
} else {
  const web = await checkWebImages();
  passed += web.passed;
  failed += web.failed;
}

console.log(`\ndeploy: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
