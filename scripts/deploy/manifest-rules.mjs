// The rules every rendered overlay of deploy/k8s keeps, as one function over its objects: each object valid
// against the Kubernetes schemas (kubernetes-models), and the operators' rules besides (probes, resources,
// non-root, read-only root file system, dropped capabilities, pinned image tags, no Secret values, every domain of
// the manifest deployed, disruption budgets, who may reach whom, database connections that fit, and in production two
// replicas spread apart).
// Each breach names its rule; scripts/deploy/proofs.mjs shows that each rule reports what it should.
import { REMOTES, SERVICE_TARGETS, remoteUrlVariable } from '../../services/contracts/src/domains.js';

export const RULES = {
  schema: 'schema',
  probes: 'probes',
  resources: 'resources',
  nonRoot: 'non-root',
  readOnlyRoot: 'read-only-root',
  capabilities: 'capabilities',
  imageTags: 'image-tags',
  secrets: 'no-secret-values',
  domains: 'every-domain',
  budgets: 'disruption-budgets',
  network: 'network-policies',
  replicas: 'replicas-and-spread',
  connections: 'database-connections',
};

const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job']);
/** Long-running workloads, which need probes (a Job runs to its end). */
const SERVING = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);
/** Names that say a value is a secret: such a value belongs in a Secret, referred to, never written out. */
const SECRET_NAME = /pass(word)?|secret|token|credential|private|(^|_)key$|access_key/i;
/** A URL carrying a user's password (postgres://remuda:…@host): a secret whatever its name. */
const CREDENTIALS_IN_URL = /:\/\/[^\s/:@]+:[^\s/@]+@/;
const COMPONENT = 'app.kubernetes.io/component';

/**
 * Who may open a connection to pods of each component (by component), where such pods exist: only the gateway
 * reaches the services; only the services reach the database; the back end reaches NATS and the object store;
 * only the gateway reaches Redis.
 */
export const REACHABLE_FROM = {
  service: ['gateway'],
  database: ['service'],
  messaging: ['gateway', 'service', 'job'],
  'object-store': ['gateway', 'service', 'job'],
  cache: ['gateway'],
};

const modelModules = new Map();

/** The kubernetes-models class of an object's apiVersion and kind, or null when there is none. */
async function modelOf({ apiVersion, kind }) {
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return null;
  if (!modelModules.has(apiVersion)) {
    modelModules.set(apiVersion, await import(`kubernetes-models/${apiVersion}`).catch(() => null));
  }
  const model = modelModules.get(apiVersion)?.[kind];
  return typeof model === 'function' ? model : null;
}

const nameOf = (o) => `${o.kind}/${o.metadata?.name ?? '?'}`;
const podSpecOf = (o) => (WORKLOADS.has(o.kind) ? o.spec?.template?.spec : null);
const podLabelsOf = (o) => o.spec?.template?.metadata?.labels ?? {};
const containersOf = (spec) => [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])];

/** Whether a label selector (matchLabels and matchExpressions) selects these labels. An empty selector selects all. */
export function selects(selector, labels) {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    return false;
  });
  return byLabel && byExpression;
}

function imageBreach(image) {
  if (typeof image !== 'string' || !image) return 'has no image';
  if (image.includes('@sha256:')) return null;
  const last = image.slice(image.lastIndexOf('/') + 1);
  if (!last.includes(':')) return `uses ${image} without a tag`;
  if (last.endsWith(':latest')) return `uses the latest tag (${image})`;
  return null;
}

function checkWorkload(o, report) {
  const spec = podSpecOf(o);
  if (!spec) return;
  const pod = spec.securityContext ?? {};
  for (const c of containersOf(spec)) {
    const where = `${nameOf(o)} container ${c.name}`;
    const init = (spec.initContainers ?? []).includes(c);
    if (SERVING.has(o.kind) && !init) {
      if (!c.readinessProbe) report(RULES.probes, `${where} has no readinessProbe`);
      if (!c.livenessProbe) report(RULES.probes, `${where} has no livenessProbe`);
    }
    for (const kind of ['requests', 'limits']) {
      for (const resource of ['cpu', 'memory']) {
        if (!c.resources?.[kind]?.[resource]) report(RULES.resources, `${where} has no ${resource} ${kind.slice(0, -1)}`);
      }
    }
    const sc = c.securityContext ?? {};
    const nonRoot = sc.runAsNonRoot ?? pod.runAsNonRoot;
    const user = sc.runAsUser ?? pod.runAsUser;
    if (nonRoot !== true) report(RULES.nonRoot, `${where} may run as root (runAsNonRoot is not true)`);
    if (user === 0) report(RULES.nonRoot, `${where} runs as user 0`);
    if (sc.readOnlyRootFilesystem !== true) report(RULES.readOnlyRoot, `${where} has a writable root file system`);
    if (!(sc.capabilities?.drop ?? []).includes('ALL')) report(RULES.capabilities, `${where} does not drop ALL capabilities`);
    if ((sc.capabilities?.add ?? []).length) report(RULES.capabilities, `${where} adds capabilities`);
    if (sc.allowPrivilegeEscalation !== false) report(RULES.capabilities, `${where} allows privilege escalation`);
    if (sc.privileged) report(RULES.capabilities, `${where} is privileged`);
    const tag = imageBreach(c.image);
    if (tag) report(RULES.imageTags, `${where} ${tag}`);
    for (const e of c.env ?? []) {
      if (e.value !== undefined && (SECRET_NAME.test(e.name) || CREDENTIALS_IN_URL.test(String(e.value)))) {
        report(RULES.secrets, `${where} writes out ${e.name} instead of referring to a Secret`);
      }
    }
  }
}

function checkSecrets(objects, report) {
  for (const o of objects) {
    if (o.kind === 'Secret') report(RULES.secrets, `${nameOf(o)} is written out: Secrets are made by the operator and only referred to`);
    if (o.kind === 'ConfigMap') {
      for (const [key, value] of Object.entries({ ...o.data, ...o.binaryData })) {
        if (SECRET_NAME.test(key) || CREDENTIALS_IN_URL.test(String(value))) report(RULES.secrets, `${nameOf(o)} holds ${key}, which belongs in a Secret`);
      }
    }
  }
}

const envOf = (o) => Object.fromEntries((o.spec?.template?.spec?.containers ?? []).flatMap((c) => c.env ?? []).map((e) => [e.name, e.value]));
const find = (objects, kind, name) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
/** kustomize names a generated ConfigMap by its content: remuda-remote-registry-<hash>. */
const configMap = (objects, name) => objects.find((o) => o.kind === 'ConfigMap' && new RegExp(`^${name}(-[a-z0-9]+)?$`).test(o.metadata?.name ?? ''));

/** Every target and remote of the domain manifest is deployed, served, scaled and routed; so are the gateway and the shell. */
function checkDomains(objects, report) {
  const deployments = objects.filter((o) => o.kind === 'Deployment');
  const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
  const ingressPaths = objects
    .filter((o) => o.kind === 'Ingress')
    .flatMap((o) => (o.spec?.rules ?? []).flatMap((r) => r.http?.paths ?? []))
    .map((p) => ({ path: p.path, service: p.backend?.service?.name }));
  const routed = (path, service) => ingressPaths.some((p) => p.path === path && p.service === service);
  const backends = [{ target: 'gateway', name: 'gateway' }, ...SERVICE_TARGETS.map((target) => ({ target, name: `service-${target}` }))];
  const autoscaled = hpas.length > 0;
  for (const { target, name } of backends) {
    const d = find(objects, 'Deployment', name);
    if (!d) report(RULES.domains, `no Deployment ${name} runs REMUDA_TARGET=${target}`);
    else if (envOf(d).REMUDA_TARGET !== target) report(RULES.domains, `Deployment ${name} does not run REMUDA_TARGET=${target}`);
    if (!find(objects, 'Service', name)) report(RULES.domains, `no Service ${name}`);
    // The development overlay runs one replica of everything and no autoscalers at all.
    if (autoscaled && !hpas.some((h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === name)) {
      report(RULES.domains, `no HorizontalPodAutoscaler scales ${name}`);
    }
  }
  for (const path of ['/api', '/media', '/health']) if (!routed(path, 'gateway')) report(RULES.domains, `the Ingress does not send ${path} to the gateway`);
  if (!routed('/', 'shell')) report(RULES.domains, 'the Ingress does not send / to the shell');
  const registry = configMap(objects, 'remuda-remote-registry');
  if (!registry) report(RULES.domains, 'no remote registry ConfigMap (remuda-remote-registry)');
  for (const app of ['shell', ...REMOTES.map((r) => r.workspace)]) {
    if (!deployments.some((d) => d.metadata?.name === app)) report(RULES.domains, `no Deployment serves ${app}`);
    if (!find(objects, 'Service', app)) report(RULES.domains, `no Service ${app}`);
  }
  for (const { name, workspace } of REMOTES) {
    if (!routed(`/mfe/${name}`, workspace)) report(RULES.domains, `the Ingress does not send /mfe/${name} to ${workspace}`);
    const url = registry?.data?.[remoteUrlVariable(name)];
    if (registry && url !== `/mfe/${name}/mf-manifest.json`) report(RULES.domains, `the remote registry lists ${name} at ${url ?? 'nothing'}`);
  }
  const gateway = find(objects, 'Deployment', 'gateway');
  const gatewayConfig = (gateway?.spec?.template?.spec?.containers ?? []).flatMap((c) => c.envFrom ?? []).map((e) => e.configMapRef?.name);
  if (gateway && registry && !gatewayConfig.includes(registry.metadata.name)) report(RULES.domains, 'the gateway does not read the remote registry');
  if (gateway) checkRemoteReleases(objects, gateway, report);
}

/**
 * The gateway follows the releases file while it runs: a ConfigMap of a fixed name (one named by its content
 * would roll the gateway instead of changing in place), mounted as a whole folder (the kubelet never updates a
 * `subPath` mount) where REMUDA_REMOTE_REGISTRY_FILE points.
 */
function checkRemoteReleases(objects, gateway, report) {
  const releases = find(objects, 'ConfigMap', 'remuda-remote-releases');
  if (!releases) return report(RULES.domains, 'no ConfigMap remuda-remote-releases (named by content, or missing): the gateway cannot follow remote releases');
  const file = envOf(gateway).REMUDA_REMOTE_REGISTRY_FILE;
  if (!file) return report(RULES.domains, 'the gateway is not told where the releases file is (REMUDA_REMOTE_REGISTRY_FILE)');
  const spec = gateway.spec.template.spec;
  const volume = (spec.volumes ?? []).find((v) => v.configMap?.name === releases.metadata.name);
  const mount = (spec.containers ?? []).flatMap((c) => c.volumeMounts ?? []).find((m) => m.name === volume?.name);
  if (!mount || mount.subPath || `${mount.mountPath}/${file.split('/').pop()}` !== file) {
    report(RULES.domains, `the gateway does not mount remuda-remote-releases as a folder holding ${file}`);
  }
  if (!(file.split('/').pop() in (releases.data ?? {}))) report(RULES.domains, `remuda-remote-releases has no ${file.split('/').pop()}`);
}

function checkBudgets(objects, report) {
  const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget');
  for (const d of objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet')) {
    if ((d.metadata?.labels ?? {})['app.kubernetes.io/part-of'] !== 'remuda') continue;
    if (!budgets.some((b) => selects(b.spec?.selector, podLabelsOf(d)))) report(RULES.budgets, `no PodDisruptionBudget covers ${nameOf(d)}`);
  }
}

/** Only the components REACHABLE_FROM names may open connections to each guarded component's pods. */
function checkNetwork(objects, report) {
  const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
  const pods = objects.filter((o) => podSpecOf(o)).map((o) => ({ name: nameOf(o), labels: podLabelsOf(o) }));
  const denyAll = policies.some(
    (p) => Object.keys(p.spec?.podSelector ?? { x: 1 }).length === 0 && (p.spec?.policyTypes ?? []).includes('Ingress') && !(p.spec?.ingress ?? []).length,
  );
  if (!denyAll) report(RULES.network, 'no NetworkPolicy denies ingress by default (podSelector {} with no ingress rules)');
  for (const [component, allowed] of Object.entries(REACHABLE_FROM)) {
    const guarded = pods.filter((p) => p.labels[COMPONENT] === component);
    for (const target of guarded) {
      for (const policy of policies.filter((p) => selects(p.spec?.podSelector, target.labels))) {
        for (const rule of policy.spec?.ingress ?? []) {
          const peers = rule.from ?? [];
          if (!peers.length) report(RULES.network, `${nameOf(policy)} lets anyone reach ${target.name}`);
          for (const peer of peers) {
            if (peer.ipBlock || peer.namespaceSelector || !peer.podSelector) {
              report(RULES.network, `${nameOf(policy)} lets pods outside the namespace reach ${target.name}`);
              continue;
            }
            for (const source of pods.filter((p) => selects(peer.podSelector, p.labels))) {
              if (!allowed.includes(source.labels[COMPONENT])) report(RULES.network, `${nameOf(policy)} lets ${source.name} reach ${target.name}`);
            }
          }
        }
      }
    }
  }
}

/** Production: at least two replicas of every Deployment (its own count or its autoscaler's floor), kept apart. */
function checkReplicas(objects, report) {
  const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
  for (const d of objects.filter((o) => o.kind === 'Deployment')) {
    const hpa = hpas.find((h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === d.metadata?.name);
    const floor = hpa ? (hpa.spec.minReplicas ?? 1) : (d.spec?.replicas ?? 1);
    if (floor < 2) report(RULES.replicas, `${nameOf(d)} may run a single replica`);
    const affinity = d.spec?.template?.spec?.affinity?.podAntiAffinity;
    const terms = [...(affinity?.requiredDuringSchedulingIgnoredDuringExecution ?? []), ...(affinity?.preferredDuringSchedulingIgnoredDuringExecution ?? []).map((t) => t.podAffinityTerm)];
    if (!terms.some((t) => t && selects(t.labelSelector, podLabelsOf(d)))) report(RULES.replicas, `${nameOf(d)} has no anti-affinity keeping its replicas apart`);
  }
}

/** PostgreSQL's connections when the server is started without max_connections. */
const POSTGRES_DEFAULT_CONNECTIONS = 100;
/** Connections left for the operator, migrations run by hand and backups. */
const SPARE_CONNECTIONS = 10;

/**
 * Every workload that reaches the database states its pool (REMUDA_DB_POOL); where the overlay runs PostgreSQL
 * itself, those pools at their autoscalers' ceilings fit its max_connections, less a spare few.
 */
function checkConnections(objects, report) {
  const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
  let total = 0;
  for (const workload of objects.filter((o) => SERVING.has(o.kind))) {
    const env = containersOf(podSpecOf(workload)).flatMap((c) => c.env ?? []);
    if (!env.some((e) => e.name === 'DATABASE_URL')) continue;
    const pool = Number(env.find((e) => e.name === 'REMUDA_DB_POOL')?.value);
    if (!Number.isInteger(pool) || pool < 1) {
      report(RULES.connections, `${nameOf(workload)} reaches the database without REMUDA_DB_POOL`);
      continue;
    }
    const hpa = hpas.find((h) => h.spec?.scaleTargetRef?.kind === workload.kind && h.spec.scaleTargetRef.name === workload.metadata?.name);
    total += pool * (hpa?.spec?.maxReplicas ?? workload.spec?.replicas ?? 1);
  }
  const postgres = objects.find((o) => o.kind === 'StatefulSet' && o.metadata?.name === 'postgres');
  if (!postgres) return;
  const args = containersOf(podSpecOf(postgres)).flatMap((c) => c.args ?? []).join(' ');
  const allowed = Number(/max_connections=(\d+)/.exec(args)?.[1] ?? POSTGRES_DEFAULT_CONNECTIONS);
  if (total > allowed - SPARE_CONNECTIONS) {
    report(RULES.connections, `the services may open ${total} connections to ${nameOf(postgres)}, which takes ${allowed} (${SPARE_CONNECTIONS} kept spare)`);
  }
}

/**
 * Checks a rendered overlay's objects. `production` adds the rule of replicas and spread. Answers the breaches,
 * each `{ rule, message }`; none when every rule holds.
 */
export async function checkManifests(objects, { production = false } = {}) {
  const breaches = [];
  const report = (rule, message) => breaches.push({ rule, message });
  for (const o of objects) {
    const Model = await modelOf(o);
    if (!Model) {
      report(RULES.schema, `${nameOf(o)}: no Kubernetes schema for ${o.apiVersion} ${o.kind}`);
      continue;
    }
    try {
      new Model(o).validate();
    } catch (err) {
      report(RULES.schema, `${nameOf(o)}: ${err.message}`);
    }
    checkWorkload(o, report);
  }
  checkSecrets(objects, report);
  checkDomains(objects, report);
  checkBudgets(objects, report);
  checkNetwork(objects, report);
  checkConnections(objects, report);
  if (production) checkReplicas(objects, report);
  return breaches;
}
