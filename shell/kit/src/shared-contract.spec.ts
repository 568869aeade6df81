import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@remuda/contracts/domains';

// The check scripts/build.mjs runs before webpack: fixture folders stand for the shell's and the remotes' installs.
const { SHARED_PACKAGES, sharedContractProblems } = require('../build/shared-contract.js') as {
  SHARED_PACKAGES: string[];
  sharedContractProblems: (options: { shellDir?: string; remotes: { workspace: string; dir: string }[]; packages?: string[] }) => string[];
};
const { SINGLETONS } = require('../build/webpack-config.js') as { SINGLETONS: string[] };

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'remuda-shared-contract-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A folder whose build would find these packages at these versions. */
function install(folder: string, versions: Record<string, string>): string {
  const dir = path.join(root, folder);
  for (const [name, version] of Object.entries(versions)) {
    mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', antd: '6.6.8', '@remuda/shell-kit': '0.1.0' };
const PACKAGES = Object.keys(SHELL);

it('checks every package the shell shares as a singleton', () => {
  expect(SHARED_PACKAGES).toEqual(expect.arrayContaining(['react', 'react-dom', '@tanstack/react-query', 'antd', '@remuda/shell-kit']));
  expect(SHARED_PACKAGES.length).toBe(new Set(SHARED_PACKAGES).size);
  for (const request of SINGLETONS) expect(SHARED_PACKAGES.some((pkg) => request === pkg || request.startsWith(`${pkg}/`))).toBe(true);
});

it('holds when every remote uses the breaking release the shell provides, newer or older within it', () => {
  const shellDir = install('shell', SHELL);
  const remotes = [
    { workspace: 'mfe-same', dir: install('mfe-same', SHELL) },
    { workspace: 'mfe-within', dir: install('mfe-within', { react: '19.0.0', 'react-dom': '19.4.2', antd: '6.0.1', '@remuda/shell-kit': '0.1.9' }) },
    // A remote that does not use antd is not asked about it.
    { workspace: 'mfe-small', dir: install('mfe-small', { react: '19.3.1' }) },
  ];
  expect(sharedContractProblems({ shellDir, remotes, packages: PACKAGES })).toEqual([]);
});

it('names the remote, the package and both versions for another major', () => {
  const shellDir = install('shell', SHELL);
  const remotes = [
    { workspace: 'mfe-good', dir: install('mfe-good', SHELL) },
    { workspace: 'mfe-ahead', dir: install('mfe-ahead', { ...SHELL, react: '20.0.1', 'react-dom': '20.0.1' }) },
    { workspace: 'mfe-behind', dir: install('mfe-behind', { ...SHELL, antd: '5.27.0' }) },
  ];
  expect(sharedContractProblems({ shellDir, remotes, packages: PACKAGES })).toEqual([
    'mfe-ahead is built against react 20.0.1, but the shell provides react 19.3.1 to every remote (it requires ^19.3.1): build mfe-ahead against react ^19.3.1, or release the shell with react 20.0.1 first',
    'mfe-ahead is built against react-dom 20.0.1, but the shell provides react-dom 19.3.1 to every remote (it requires ^19.3.1): build mfe-ahead against react-dom ^19.3.1, or release the shell with react-dom 20.0.1 first',
    'mfe-behind is built against antd 5.27.0, but the shell provides antd 6.6.8 to every remote (it requires ^6.6.8): build mfe-behind against antd ^6.6.8, or release the shell with antd 5.27.0 first',
  ]);
});

it('treats a 0.x minor as breaking, as a caret range does', () => {
  const shellDir = install('shell', SHELL);
  const remotes = [{ workspace: 'mfe-next', dir: install('mfe-next', { ...SHELL, '@remuda/shell-kit': '0.2.0' }) }];
  expect(sharedContractProblems({ shellDir, remotes, packages: PACKAGES })).toEqual([
    expect.stringContaining('mfe-next is built against @remuda/shell-kit 0.2.0, but the shell provides @remuda/shell-kit 0.1.0'),
  ]);
});

it('holds for the front ends of this repository as installed', () => {
  const repo = path.resolve(__dirname, '../../..');
  const remotes = REMOTES.map(({ workspace }) => ({ workspace, dir: path.join(repo, workspace) }));
  expect(sharedContractProblems({ remotes })).toEqual([]);
});
