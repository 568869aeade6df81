// Writes the per-target parts of the Kubernetes base from the domain manifest (services/contracts/src/domains.js):
// a Deployment, Service and PodDisruptionBudget for the gateway, every service, the shell and every remote, an
// autoscaler for the gateway and each service, the Ingress, and the remote registry (its defaults, and the file of
// releases the gateway follows while it runs). Nothing here names a domain.
//   node deploy/k8s/generate.mjs           rewrite base/generated/
//   node deploy/k8s/generate.mjs --check   exit 1 when base/generated/ is not what the manifest makes
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { REMOTES, SERVICE_TARGETS, remoteUrlVariable } from '../../services/contracts/src/domains.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const GENERATED = path.join(ROOT, 'deploy/k8s/base/generated');

const HEADER = '# Made by deploy/k8s/generate.mjs from services/contracts/src/domains.js: edit those, not this file.\n';
const PORT = 8080;
const version = (workspace) => JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')).version;

/** Where each remote is served from: the Ingress path, the path its image serves under, and its registry entry. */
export const remotePath = (name) => `/mfe/${name}/`;

const labels = (name, component) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/component': component });

// The platform image's user (node) and the static images' (nginx), by number so the kubelet can check runAsNonRoot.
const USERS = { backend: 1000, web: 101 };

const containerSecurity = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

const secretEnv = (name, secret, key, optional = false) => ({
  name,
  valueFrom: { secretKeyRef: { name: secret, key, ...(optional ? { optional: true } : {}) } },
});

/** What every back-end process reads besides the shared ConfigMap: the object store's keys and the first administrator. */
const BACKEND_SECRETS = [
  secretEnv('S3_ACCESS_KEY', 'remuda-object-store', 'access-key'),
  secretEnv('S3_SECRET_KEY', 'remuda-object-store', 'secret-key'),
  secretEnv('REMUDA_ADMIN_EMAIL', 'remuda-admin', 'email', true),
  secretEnv('REMUDA_ADMIN_PASSWORD', 'remuda-admin', 'password', true),
];

const httpProbe = (pathname, periodSeconds, failureThreshold) => ({
  httpGet: { path: pathname, port: 'http' },
  periodSeconds,
  failureThreshold,
  timeoutSeconds: 3,
});

/**
 * The remote registry's file of releases: entries laid over the defaults (remote-registry.env), which the gateway
 * reads again whenever it changes. A ConfigMap of a fixed name mounted as a whole folder (never `subPath`), so the
 * kubelet updates the file in place when it changes and no pod restarts: a visitor's next page load uses the
 * release it names.
 */
const RELEASES = { configMap: 'remuda-remote-releases', dir: '/etc/remuda/remote-releases', file: 'registry.json' };

/** A Deployment of one process; without `replicas` the count is left to its autoscaler. */
function deployment({ name, component, image, env = [], envFrom = [], probes, resources, user, replicas, mounts = [] }) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labels(name, component) },
    spec: {
      ...(replicas ? { replicas } : {}),
      selector: { matchLabels: { 'app.kubernetes.io/name': name } },
      // A new pod is ready (its migrations done) before an old one goes.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: labels(name, component) },
        spec: {
          automountServiceAccountToken: false,
          securityContext: { runAsNonRoot: true, runAsUser: user, runAsGroup: user, seccompProfile: { type: 'RuntimeDefault' } },
          affinity: {
            podAntiAffinity: {
              preferredDuringSchedulingIgnoredDuringExecution: [
                {
                  weight: 100,
                  podAffinityTerm: { topologyKey: 'kubernetes.io/hostname', labelSelector: { matchLabels: { 'app.kubernetes.io/name': name } } },
                },
              ],
            },
          },
          containers: [
            {
              name,
              image,
              ports: [{ name: 'http', containerPort: PORT }],
              ...(envFrom.length ? { envFrom } : {}),
              ...(env.length ? { env } : {}),
              ...probes,
              resources,
              securityContext: containerSecurity,
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }, ...mounts.map((m) => ({ name: m.name, mountPath: m.mountPath, readOnly: true }))],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: component === 'web' ? '64Mi' : '1Gi' } }, ...mounts.map((m) => ({ name: m.name, ...m.source }))],
          // The processes finish what is in flight on SIGTERM; this bounds how long they may take.
          terminationGracePeriodSeconds: component === 'web' ? 10 : 30,
        },
      },
    },
  };
}

function service(name, component) {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, labels: labels(name, component) },
    spec: { selector: { 'app.kubernetes.io/name': name }, ports: [{ name: 'http', port: 80, targetPort: 'http' }] },
  };
}

function disruptionBudget(name, component) {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name, labels: labels(name, component) },
    // One pod at a time, which also lets a one-replica development cluster drain its nodes.
    spec: { maxUnavailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': name } } },
  };
}

function autoscaler(name, component) {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name, labels: labels(name, component) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: 2,
      maxReplicas: 6,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
    },
  };
}

/**
 * The connections a service's pod keeps open to PostgreSQL at most (REMUDA_DB_POOL). Every service's pods at their
 * autoscaler's ceiling must fit the server's max_connections with room to spare (the deploy check's
 * database-connections rule): 6 services × 6 pods × 5 = 180 of the development database's 200.
 */
export const DB_POOL = 5;

/** The gateway or a service: the one platform image, told what to run by REMUDA_TARGET. */
function backend(target) {
  const gateway = target === 'gateway';
  const name = gateway ? 'gateway' : `service-${target}`;
  const component = gateway ? 'gateway' : 'service';
  return [
    deployment({
      name,
      component,
      image: `remuda:${version('services/platform')}`,
      user: USERS.backend,
      envFrom: [{ configMapRef: { name: 'remuda-config' } }, ...(gateway ? [{ configMapRef: { name: 'remuda-remote-registry' } }] : [])],
      env: [
        { name: 'REMUDA_TARGET', value: target },
        ...(gateway
          ? [
              secretEnv('REMUDA_JWT_SECRET', 'remuda-session', 'jwt-secret'),
              secretEnv('REDIS_URL', 'remuda-redis', 'url'),
              // The gateway's port is the public one: its /metrics answers only a scraper with this token, if set.
              secretEnv('REMUDA_METRICS_TOKEN', 'remuda-metrics', 'token', true),
              { name: 'REMUDA_REMOTE_REGISTRY_FILE', value: `${RELEASES.dir}/${RELEASES.file}` },
            ]
          : [
              secretEnv('DATABASE_URL', 'remuda-database', 'url'),
              { name: 'REMUDA_DB_POOL', value: String(DB_POOL) },
              // The users service mails staff about contact requests when the Secret holds an SMTP URL.
              ...(target === 'users' ? [secretEnv('SMTP_URL', 'remuda-mail', 'smtp-url', true)] : []),
            ]),
        ...BACKEND_SECRETS,
      ],
      mounts: gateway ? [{ name: 'remote-releases', mountPath: RELEASES.dir, source: { configMap: { name: RELEASES.configMap } } }] : [],
      probes: {
        // Migrations run before a service answers; the start-up probe gives them time without slowing liveness.
        startupProbe: httpProbe('/health/live', 5, 60),
        livenessProbe: httpProbe('/health/live', 10, 3),
        readinessProbe: httpProbe('/health/ready', 5, 2),
      },
      resources: gateway
        ? { requests: { cpu: '200m', memory: '256Mi' }, limits: { cpu: '1', memory: '768Mi' } }
        : { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '768Mi' } },
    }),
    service(name, component),
    disruptionBudget(name, component),
    autoscaler(name, component),
  ];
}

/** The shell or a remote: its static image (deploy/web.Dockerfile). */
function web(workspace) {
  const name = workspace;
  return [
    deployment({
      name,
      component: 'web',
      image: `remuda-${workspace}:${version(workspace)}`,
      user: USERS.web,
      replicas: 2,
      probes: { livenessProbe: httpProbe('/health', 10, 3), readinessProbe: httpProbe('/health', 5, 2) },
      resources: { requests: { cpu: '10m', memory: '16Mi' }, limits: { cpu: '200m', memory: '64Mi' } },
    }),
    service(name, 'web'),
    disruptionBudget(name, 'web'),
  ];
}

/** Every remote's areas under the public layout, as page paths ('' is the home page, '/'). */
const publicPagePaths = () => REMOTES.flatMap((remote) => remote.areas.public.map((segment) => `/${segment}`));

const backendPath = (p) => ({ path: p, pathType: 'Prefix', backend: { service: { name: 'gateway', port: { name: 'http' } } } });

function ingress() {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: 'remuda',
      labels: { 'app.kubernetes.io/name': 'remuda' },
      // For ingress-nginx (other controllers ignore them): clips of up to REMUDA_MAX_VIDEO_BYTES stream through
      // to the gateway, which enforces the limits itself.
      annotations: {
        'nginx.ingress.kubernetes.io/proxy-body-size': '0',
        'nginx.ingress.kubernetes.io/proxy-request-buffering': 'off',
      },
    },
    spec: {
      rules: [
        {
          http: {
            paths: [
              ...['/api', '/media', '/health'].map(backendPath),
              // The public pages, drawn on the server by the gateway (ADR 012), and what search engines read.
              ...publicPagePaths().map((p) => ({ ...backendPath(p), pathType: p === '/' ? 'Exact' : 'Prefix' })),
              ...['/sitemap.xml', '/robots.txt'].map((p) => ({ ...backendPath(p), pathType: 'Exact' })),
              ...REMOTES.map(({ name, workspace }) => ({
                path: remotePath(name).replace(/\/$/, ''),
                pathType: 'Prefix',
                backend: { service: { name: workspace, port: { name: 'http' } } },
              })),
              { path: '/', pathType: 'Prefix', backend: { service: { name: 'shell', port: { name: 'http' } } } },
            ],
          },
        },
      ],
    },
  };
}

/** The releases file as shipped: no entries, so the defaults apply until an operator points a remote elsewhere. */
function remoteReleases() {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: RELEASES.configMap, labels: { 'app.kubernetes.io/name': RELEASES.configMap, 'app.kubernetes.io/component': 'gateway' } },
    data: { [RELEASES.file]: `${JSON.stringify({ remotes: {} })}\n` },
  };
}

const documents = (objects) => HEADER + objects.map((o) => stringify(o, { lineWidth: 0 })).join('---\n');

/** File name -> content of everything generated. */
export function generate() {
  return {
    'backend.yaml': documents(['gateway', ...SERVICE_TARGETS].flatMap(backend)),
    'web.yaml': documents(['shell', ...REMOTES.map((r) => r.workspace)].flatMap(web)),
    'ingress.yaml': documents([ingress()]),
    // Read by the gateway (envFrom) and served at /api/remotes; kustomize names it by its content, so a change
    // rolls the gateway, never the shell.
    'remote-registry.env': `${HEADER}${REMOTES.map(({ name }) => `${remoteUrlVariable(name)}=${remotePath(name)}mf-manifest.json\n`).join('')}`,
    // Not named by its content: changed in place (kubectl apply or edit), which the gateway follows without a restart.
    'remote-releases.yaml': documents([remoteReleases()]),
  };
}

/** The files of base/generated/ that differ from what the manifest makes (missing, changed or left over). */
export function outdated() {
  const want = generate();
  const have = existsSync(GENERATED) ? readdirSync(GENERATED) : [];
  const stale = Object.entries(want)
    .filter(([file, text]) => !have.includes(file) || readFileSync(path.join(GENERATED, file), 'utf8') !== text)
    .map(([file]) => file);
  return [...stale, ...have.filter((file) => !(file in want))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = outdated();
    if (stale.length) {
      console.error(`deploy/k8s/base/generated is out of date (${stale.join(', ')}): run node deploy/k8s/generate.mjs`);
      process.exit(1);
    }
  } else {
    rmSync(GENERATED, { recursive: true, force: true });
    mkdirSync(GENERATED, { recursive: true });
    for (const [file, text] of Object.entries(generate())) writeFileSync(path.join(GENERATED, file), text);
    console.log(`wrote ${Object.keys(generate()).length} files to ${path.relative(ROOT, GENERATED)}`);
  }
}
