import { readFileSync, statSync } from 'node:fs';
import { type CanaryRelease, REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@remuda/contracts';
import type { Config, JsonLogger } from '@remuda/service-kit';

/** Where the shell finds each remote by default: the environment's REMUDA_REMOTE_<NAME>_URL, or the gateway's own copy. */
export function defaultRemoteRegistry(config: Pick<Config, 'remoteUrls'>): RemoteRegistry {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) remotes[name] = config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`;
  return { remotes };
}

/** The other origins remotes are served from, which the page's content security policy must allow. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  const canaries = Object.values(registry.canary ?? {}).map((canary) => canary.url);
  for (const url of [...Object.values(registry.remotes), ...Object.values(registry.previous ?? {}), ...canaries]) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** An entry the shell can load: an http(s) URL, or a path on the site's own origin (never `//host`, which is another origin in disguise). */
function entryProblem(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() !== url || url === '') return 'is not a URL';
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return null;
  } catch {
    // reported below
  }
  return 'must be an http(s) URL or a path starting with /';
}

type Entries = Partial<Record<RemoteName, string>>;

/** A registry file's entries for one field ("remotes", "previous"), each problem said by its path in the file. */
function entriesOf(field: string, value: unknown, problems: string[]): Entries {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`must be an object with a "${field}" object of remote name to URL`);
    return {};
  }
  for (const [name, url] of Object.entries(value)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) problems.push(`${field === 'remotes' ? '' : `${field}: `}names an unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
    const problem = entryProblem(url);
    if (problem) problems.push(`${field}.${name} ${problem}`);
  }
  return value as Entries;
}

/** A canary as the operator set it: its release and share, and when it is rolled back by itself. */
export interface CanaryRule extends CanaryRelease {
  /** The share of its page loads that may fail or throw before it is rolled back (0.05: more than one in twenty). */
  maxErrorRate: number;
  /** Page loads counted before the error rate is judged at all. */
  minLoads: number;
}

export const CANARY_DEFAULTS = { maxErrorRate: 0.05, minLoads: 20 } as const;

const CANARY_FIELDS = ['url', 'percent', 'maxErrorRate', 'minLoads'];

/** A registry file's canaries, each problem said by its path in the file. */
function canariesOf(value: unknown, remotes: Entries, problems: string[]): Partial<Record<RemoteName, CanaryRule>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push('canary must be an object of remote name to { "url", "percent" }');
    return {};
  }
  const canaries: Partial<Record<RemoteName, CanaryRule>> = {};
  for (const [name, rule] of Object.entries(value)) {
    const at = `canary.${name}`;
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) problems.push(`canary: names an unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) {
      problems.push(`${at} must be an object with "url" and "percent"`);
      continue;
    }
    const fields = rule as Record<string, unknown>;
    for (const key of Object.keys(fields)) if (!CANARY_FIELDS.includes(key)) problems.push(`${at} has an unknown field "${key}"`);
    const problem = entryProblem(fields.url);
    if (problem) problems.push(`${at}.url ${problem}`);
    else if (fields.url === remotes[name as RemoteName]) problems.push(`${at}.url is the remote's current release`);
    const { percent, maxErrorRate = CANARY_DEFAULTS.maxErrorRate, minLoads = CANARY_DEFAULTS.minLoads } = fields;
    if (typeof percent !== 'number' || !(percent > 0 && percent <= 100)) problems.push(`${at}.percent must be a number above 0 and at most 100`);
    if (typeof maxErrorRate !== 'number' || !(maxErrorRate >= 0 && maxErrorRate < 1)) problems.push(`${at}.maxErrorRate must be a number from 0 to below 1`);
    if (typeof minLoads !== 'number' || !Number.isInteger(minLoads) || minLoads < 1) problems.push(`${at}.minLoads must be a whole number from 1`);
    canaries[name as RemoteName] = { url: fields.url as string, percent: percent as number, maxErrorRate: maxErrorRate as number, minLoads: minLoads as number };
  }
  return canaries;
}

export interface RegistryFile {
  remotes: Entries;
  previous: Entries;
  canary: Partial<Record<RemoteName, CanaryRule>>;
}

/**
 * Reads a registry file's text: `{ "remotes": { "<name>": "<mf-manifest.json URL>" }, "previous": { ... },
 * "canary": { "<name>": { "url", "percent", "maxErrorRate", "minLoads" } } }`, naming only remotes of the domain
 * manifest; `previous` (optional) names the release a remote had before, loaded when the current one's files
 * cannot be fetched; `canary` (optional) a release a share of browsers loads instead of the current one, rolled
 * back by itself past its error rate. Answers the entries, or every problem found (nothing is taken from a file
 * with any).
 */
export function parseRegistryFile(text: string): RegistryFile | { problems: string[] } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (err) {
    return { problems: [`is not JSON (${(err as Error).message})`] };
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return { problems: ['must be an object with a "remotes" object of remote name to URL'] };
  }
  const problems: string[] = [];
  const fields = document as Record<string, unknown>;
  for (const key of Object.keys(fields)) if (!['remotes', 'previous', 'canary'].includes(key)) problems.push(`has an unknown field "${key}"`);
  const remotes = entriesOf('remotes', fields.remotes, problems);
  const previous = fields.previous === undefined ? {} : entriesOf('previous', fields.previous, problems);
  const canary = fields.canary === undefined ? {} : canariesOf(fields.canary, remotes, problems);
  return problems.length ? { problems } : { remotes, previous, canary };
}

/**
 * The registry the gateway serves, and the origins its pages allow scripts from. With REMUDA_REMOTE_REGISTRY_FILE
 * the file's entries replace the environment's, and the file is read again whenever it changes (a Kubernetes
 * ConfigMap volume is updated in place), so a remote is switched to another release without restarting anything:
 * a visitor's next page load uses it. A file that cannot be read or is invalid is logged and ignored, and the last
 * good registry stays in use.
 */
export class LiveRemoteRegistry {
  private readonly file: string | null;
  private readonly defaults: RemoteRegistry;
  private current: { registry: RemoteRegistry; origins: string[]; canaries: Partial<Record<RemoteName, CanaryRule>> };
  /** What the file looked like when last read (`null`: not read yet), so an unchanged file is not read again. */
  private seen: string | null = null;

  constructor(
    config: Pick<Config, 'remoteUrls' | 'remoteRegistryFile'>,
    private readonly logger: Pick<JsonLogger, 'info' | 'warn' | 'error'>,
  ) {
    this.file = config.remoteRegistryFile;
    this.defaults = defaultRemoteRegistry(config);
    this.current = { registry: this.defaults, origins: remoteOrigins(this.defaults), canaries: {} };
    this.refresh();
  }

  registry(): RemoteRegistry {
    this.refresh();
    return this.current.registry;
  }

  origins(): string[] {
    this.refresh();
    return this.current.origins;
  }

  /** The canaries the file names, with the thresholds they are judged by. */
  canaries(): Partial<Record<RemoteName, CanaryRule>> {
    this.refresh();
    return this.current.canaries;
  }

  private refresh(): void {
    if (!this.file) return;
    let signature: string;
    try {
      const stat = statSync(this.file);
      signature = `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    } catch (err) {
      signature = `unreadable:${(err as NodeJS.ErrnoException).code ?? 'error'}`;
    }
    if (signature === this.seen) return;
    this.seen = signature;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (err) {
      this.logger.warn('remote registry file cannot be read: keeping the last good registry', { file: this.file, error: (err as Error).message });
      return;
    }
    const parsed = parseRegistryFile(text);
    if ('problems' in parsed) {
      this.logger.error('remote registry file refused: keeping the last good registry', { file: this.file, problems: parsed.problems });
      return;
    }
    const registry: RemoteRegistry = { remotes: { ...this.defaults.remotes, ...parsed.remotes } };
    if (Object.keys(parsed.previous).length) registry.previous = parsed.previous;
    const canaries = Object.entries(parsed.canary);
    if (canaries.length) registry.canary = Object.fromEntries(canaries.map(([name, { url, percent }]) => [name, { url, percent }]));
    this.current = { registry, origins: remoteOrigins(registry), canaries: parsed.canary };
    this.logger.info('remote registry loaded', { file: this.file, remotes: registry.remotes, previous: registry.previous ?? {}, canary: parsed.canary });
  }
}
