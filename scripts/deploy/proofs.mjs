// Proves that each rule of manifest-rules.mjs and dockerfile-rules.mjs bites: a rendered overlay (or a Dockerfile)
// is broken in one way, and the rule that keeps that promise must report it. The unbroken overlays and Dockerfiles
// must pass every rule (check-deploy.mjs), so a rule that fails the innocent is caught there.
import { REMOTES, SERVICE_TARGETS } from '../../services/contracts/src/domains.js';
import { DOCKERFILE_RULES, checkDockerfile } from './dockerfile-rules.mjs';
import { RULES, checkManifests } from './manifest-rules.mjs';

const named = (kind, name) => (objects) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
const lastService = `service-${SERVICE_TARGETS.at(-1)}`;
const lastRemote = REMOTES.at(-1);
const container = (objects, kind, name) => named(kind, name)(objects).spec.template.spec.containers[0];
const without = (objects, kind, name) => objects.filter((o) => !(o.kind === kind && o.metadata?.name === name));

/** [what it shows, overlay, how to break it (objects -> objects), rule expected to report it] */
export const MANIFEST_CASES = [
  ['a Deployment of the wrong shape', 'prod', (o) => ((container(o, 'Deployment', 'gateway').ports[0].containerPort = 'http'), o), RULES.schema],
  ['an object of no Kubernetes kind', 'prod', (o) => [...o, { apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }], RULES.schema],
  ['the gateway without a readiness probe', 'prod', (o) => (delete container(o, 'Deployment', 'gateway').readinessProbe, o), RULES.probes],
  ['a service without a liveness probe', 'dev', (o) => (delete container(o, 'Deployment', lastService).livenessProbe, o), RULES.probes],
  ['a store without probes', 'dev', (o) => (delete container(o, 'StatefulSet', 'postgres').readinessProbe, o), RULES.probes],
  ['a remote without limits', 'prod', (o) => (delete container(o, 'Deployment', lastRemote.workspace).resources.limits, o), RULES.resources],
  ['the demo job without requests', 'dev', (o) => (delete container(o, 'Job', 'demo-herd').resources.requests, o), RULES.resources],
  ['a service that may run as root', 'prod', (o) => ((named('Deployment', lastService)(o).spec.template.spec.securityContext.runAsNonRoot = false), o), RULES.nonRoot],
  ['a container that runs as user 0', 'dev', (o) => ((container(o, 'StatefulSet', 'nats').securityContext.runAsUser = 0), o), RULES.nonRoot],
  ['a writable root file system', 'prod', (o) => ((container(o, 'Deployment', 'shell').securityContext.readOnlyRootFilesystem = false), o), RULES.readOnlyRoot],
  ['capabilities kept', 'prod', (o) => ((container(o, 'Deployment', 'gateway').securityContext.capabilities = { drop: [] }), o), RULES.capabilities],
  ['a capability added', 'dev', (o) => ((container(o, 'Deployment', 'redis').securityContext.capabilities.add = ['NET_ADMIN']), o), RULES.capabilities],
  ['privilege escalation allowed', 'prod', (o) => ((container(o, 'Deployment', lastService).securityContext.allowPrivilegeEscalation = true), o), RULES.capabilities],
  ['an image on the latest tag', 'prod', (o) => ((container(o, 'Deployment', 'gateway').image = 'remuda:latest'), o), RULES.imageTags],
  ['an image with no tag', 'dev', (o) => ((container(o, 'StatefulSet', 'minio').image = 'minio/minio'), o), RULES.imageTags],
  ['a Secret written out', 'prod', (o) => [...o, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'remuda-session' }, stringData: { 'jwt-secret': 'x'.repeat(40) } }], RULES.secrets],
  ['a secret in the ConfigMap', 'prod', (o) => (((o.find((x) => x.kind === 'ConfigMap' && x.metadata.name.startsWith('remuda-config')).data.S3_SECRET_KEY = 'minio123'), o)), RULES.secrets],
  ['a password in a URL in the ConfigMap', 'dev', (o) => ((o.find((x) => x.kind === 'ConfigMap' && x.metadata.name.startsWith('remuda-config')).data.DATABASE_URL = 'postgres://remuda:hunter2@postgres:5432/remuda'), o), RULES.secrets],
  ['a password in a URL in a container', 'prod', (o) => (container(o, 'Deployment', 'gateway').env.push({ name: 'REDIS_URL', value: 'rediss://default:hunter2@redis:6380' }), o), RULES.secrets],
  ['a secret written into a container', 'dev', (o) => (container(o, 'StatefulSet', 'postgres').env.push({ name: 'POSTGRES_PASSWORD', value: 'postgres' }), o), RULES.secrets],
  ["a domain's service not deployed", 'prod', (o) => without(o, 'Deployment', lastService), RULES.domains],
  ['a service running the wrong target', 'prod', (o) => ((container(o, 'Deployment', lastService).env.find((e) => e.name === 'REMUDA_TARGET').value = 'gateway'), o), RULES.domains],
  ['a service not autoscaled', 'prod', (o) => without(o, 'HorizontalPodAutoscaler', lastService), RULES.domains],
  ["a remote's path not routed", 'prod', (o) => {
    const ingress = named('Ingress', 'remuda')(o);
    ingress.spec.rules[0].http.paths = ingress.spec.rules[0].http.paths.filter((p) => p.backend.service.name !== lastRemote.workspace);
    return o;
  }, RULES.domains],
  ['a remote missing from the registry', 'dev', (o) => (delete o.find((x) => x.kind === 'ConfigMap' && x.metadata.name.startsWith('remuda-remote-registry')).data[`REMUDA_REMOTE_${lastRemote.name.toUpperCase()}_URL`], o), RULES.domains],
  ['a remote not served', 'dev', (o) => without(o, 'Deployment', lastRemote.workspace), RULES.domains],
  ['the releases file named by its content', 'prod', (o) => ((o.find((x) => x.kind === 'ConfigMap' && x.metadata.name === 'remuda-remote-releases').metadata.name = 'remuda-remote-releases-5tm2k8h9f4'), o), RULES.domains],
  ['the releases file mounted by subPath', 'dev', (o) => {
    const mount = container(o, 'Deployment', 'gateway').volumeMounts.find((m) => m.name === 'remote-releases');
    Object.assign(mount, { mountPath: `${mount.mountPath}/registry.json`, subPath: 'registry.json' });
    return o;
  }, RULES.domains],
  ['a Deployment with no disruption budget', 'prod', (o) => without(o, 'PodDisruptionBudget', 'shell'), RULES.budgets],
  ['no default denial', 'prod', (o) => without(o, 'NetworkPolicy', 'default-deny-ingress'), RULES.network],
  ['every pod reaching the services', 'prod', (o) => ((named('NetworkPolicy', 'services-from-gateway')(o).spec.ingress[0].from = [{ podSelector: {} }]), o), RULES.network],
  ['the services open to other namespaces', 'prod', (o) => (named('NetworkPolicy', 'services-from-gateway')(o).spec.ingress.push({ from: [{ namespaceSelector: {} }] }), o), RULES.network],
  ['the gateway reaching the database', 'dev', (o) => ((named('NetworkPolicy', 'database-from-services')(o).spec.ingress[0].from[0].podSelector = { matchExpressions: [{ key: 'app.kubernetes.io/component', operator: 'In', values: ['service', 'gateway'] }] }), o), RULES.network],
  ['Redis open to every pod', 'dev', (o) => ((named('NetworkPolicy', 'cache-from-gateway')(o).spec.ingress[0].from = []), o), RULES.network],
  ['a service without its pool of connections', 'prod', (o) => {
    const env = container(o, 'Deployment', lastService).env;
    env.splice(env.findIndex((e) => e.name === 'REMUDA_DB_POOL'), 1);
    return o;
  }, RULES.connections],
  ['pools past the database\'s connections', 'dev', (o) => ((container(o, 'StatefulSet', 'postgres').args = ['-c', 'max_connections=30']), o), RULES.connections],
  ['a production service scaled down to one', 'prod', (o) => ((named('HorizontalPodAutoscaler', 'gateway')(o).spec.minReplicas = 1), o), RULES.replicas],
  ['a production remote with one replica', 'prod', (o) => ((named('Deployment', lastRemote.workspace)(o).spec.replicas = 1), o), RULES.replicas],
  ['production replicas free to share a node', 'prod', (o) => (delete named('Deployment', 'shell')(o).spec.template.spec.affinity, o), RULES.replicas],
];

const GOOD_DOCKERFILE = 'FROM node:20-bookworm-slim AS build\nRUN npm ci\nFROM node:20-bookworm-slim\nCOPY --from=build /app /app\nUSER 1000:1000\nCMD ["node", "main.js"]\n';

/** [what it shows, Dockerfile text, rule expected to report it] */
export const DOCKERFILE_CASES = [
  ['a syntax error', GOOD_DOCKERFILE.replace('COPY --from=build /app /app', 'COPY /app'), DOCKERFILE_RULES.lint],
  ['a base image on latest', GOOD_DOCKERFILE.replace('FROM node:20-bookworm-slim\n', 'FROM node:latest\n'), DOCKERFILE_RULES.baseTags],
  ['a base image with no tag', GOOD_DOCKERFILE.replace('AS build', '').replace('FROM node:20-bookworm-slim ', 'FROM node '), DOCKERFILE_RULES.baseTags],
  ['a final stage with no user', GOOD_DOCKERFILE.replace('USER 1000:1000\n', ''), DOCKERFILE_RULES.user],
  ['a user by name', GOOD_DOCKERFILE.replace('USER 1000:1000', 'USER node'), DOCKERFILE_RULES.user],
  ['the root user', GOOD_DOCKERFILE.replace('USER 1000:1000', 'USER 0'), DOCKERFILE_RULES.user],
  ['a secret in ENV', GOOD_DOCKERFILE.replace('USER', 'ENV REMUDA_JWT_SECRET=abc\nUSER'), DOCKERFILE_RULES.secrets],
  ['a secret as a build argument', GOOD_DOCKERFILE.replace('RUN npm ci', 'ARG NPM_TOKEN\nRUN npm ci'), DOCKERFILE_RULES.secrets],
];

/**
 * Runs every case against the rendered overlays (`rendered`: overlay name -> objects). Answers the counts and
 * logs one line per case.
 */
export async function proveRules(rendered, log = console.log) {
  let passed = 0;
  let failed = 0;
  const verdict = (what, expected, breaches) => {
    const ok = breaches.some((b) => b.rule === expected);
    if (ok) passed += 1;
    else failed += 1;
    log(`${ok ? 'ok  ' : 'FAIL'}  ${what}: ${ok ? `reported by ${expected}` : `${expected} did not report it (${breaches.map((b) => b.rule).join(', ') || 'nothing reported'})`}`);
  };
  for (const [what, overlay, breakIt, expected] of MANIFEST_CASES) {
    const broken = breakIt(structuredClone(rendered[overlay]));
    verdict(what, expected, await checkManifests(broken, { production: overlay === 'prod' }));
  }
  for (const [what, text, expected] of DOCKERFILE_CASES) verdict(what, expected, checkDockerfile(text));
  return { passed, failed };
}
