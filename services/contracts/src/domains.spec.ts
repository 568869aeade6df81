import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMAINS, DOMAIN_NAV, PLATFORM_WORKSPACES, REMOTES, REMOTE_NAMES, SERVICES, SERVICE_TARGETS, remoteUrlVariable } from './domains.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const packageName = (workspace: string) => (JSON.parse(read(`${workspace}/package.json`)) as { name: string }).name;
const unique = (values: readonly string[]) => new Set(values).size === values.length;

/** The folders the root package.json's workspace patterns match (a folder, or a folder's children by `*`). */
function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
  return workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const dir = path.posix.dirname(pattern);
    const match = new RegExp(`^${path.posix.basename(pattern).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return readdirSync(path.join(ROOT, dir))
      .filter((name) => match.test(name) && statSync(path.join(ROOT, dir, name)).isDirectory())
      .map((name) => (dir === '.' ? name : `${dir}/${name}`));
  });
}

describe('the domain manifest', () => {
  const domainWorkspaces = DOMAINS.flatMap((d) => [d.service?.workspace, d.remote?.workspace].filter((w): w is NonNullable<typeof w> => Boolean(w)));
  const platformWorkspaces = PLATFORM_WORKSPACES.map((w) => w.workspace);

  it("names each domain's workspaces with the package names they have", () => {
    for (const service of SERVICES) expect([service.workspace, packageName(service.workspace)]).toEqual([service.workspace, service.package]);
    for (const remote of REMOTES) expect([remote.workspace, packageName(remote.workspace)]).toEqual([remote.workspace, remote.package]);
    for (const part of PLATFORM_WORKSPACES) expect([part.workspace, packageName(part.workspace)]).toEqual([part.workspace, part.package]);
  });

  it("points at each domain's folder in the contracts", () => {
    for (const { name, contracts } of DOMAINS) {
      if (contracts) expect([name, existsSync(path.join(ROOT, contracts))]).toEqual([name, true]);
    }
  });

  it('accounts for every workspace: each folder the workspace patterns match is a domain\'s or the platform\'s', () => {
    const folders = workspaceFolders().filter((folder) => existsSync(path.join(ROOT, folder, 'package.json')));
    expect([...folders].sort()).toEqual([...domainWorkspaces, ...platformWorkspaces].sort());
    // and the patterns hold no folder without a package.json, which npm would refuse
    expect(workspaceFolders().sort()).toEqual(folders.sort());
  });

  it('names domains, targets, remotes and workspaces once each', () => {
    expect(unique(DOMAINS.map((d) => d.name))).toBe(true);
    expect(unique(SERVICE_TARGETS)).toBe(true);
    expect(unique(REMOTE_NAMES)).toBe(true);
    expect(unique([...domainWorkspaces, ...platformWorkspaces])).toBe(true);
    expect(unique([...SERVICES.map((s) => s.package), ...REMOTES.map((r) => r.package), ...PLATFORM_WORKSPACES.map((w) => w.package)])).toBe(true);
  });

  it('uses names the targets, variables and paths built from them can carry', () => {
    for (const target of SERVICE_TARGETS) {
      expect(target).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(['all', 'gateway']).not.toContain(target);
    }
    // A remote's name goes into REMUDA_REMOTE_<NAME>_URL, /remotes/<name>/ and the federation name remuda_<name>.
    for (const name of REMOTE_NAMES) {
      expect(name).toMatch(/^[a-z][a-z0-9]*$/);
      expect(remoteUrlVariable(name)).toBe(`REMUDA_REMOTE_${name.toUpperCase()}_URL`);
    }
  });

  it('keeps each remote in mfe-<name>, built under the federation name remuda_<name>', () => {
    // The gateway serves /remotes/<name>/ from mfe-<name>/dist, and the shell loads remuda_<name>.
    for (const remote of REMOTES) {
      expect(remote.workspace).toBe(`mfe-${remote.name}`);
      expect(read(`${remote.workspace}/webpack.config.js`)).toContain(`name: 'remuda_${remote.name}'`);
    }
  });

  it('gives each first path segment of a layout to one remote', () => {
    for (const layout of ['public', 'admin'] as const) {
      const segments = REMOTES.flatMap((r) => [...r.areas[layout]]);
      expect(unique(segments)).toBe(true);
      for (const segment of segments) expect(segment).toMatch(/^[a-z0-9-]*$/);
    }
  });

  it("links each staff navigation entry to a page its domain's remote draws", () => {
    expect(unique(DOMAIN_NAV.map((n) => n.path))).toBe(true);
    for (const domain of DOMAINS) {
      for (const entry of domain.nav) {
        const segment = /^\/admin\/([^/]*)/.exec(entry.path)?.[1];
        expect([entry.path, domain.remote?.areas.admin.some((s: string) => s === segment)]).toEqual([entry.path, true]);
      }
    }
  });

  it('leaves no domain spelled out in the container image', () => {
    const dockerfile = read('deploy/Dockerfile');
    for (const workspace of domainWorkspaces) expect([workspace, dockerfile.includes(workspace)]).toEqual([workspace, false]);
  });
});
