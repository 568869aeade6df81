import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What a page runs before any page of its own: the shell's start-up, its router with the public layout and remote
// area, and the whole kit (one shared module, loaded as a piece); or, on a page the server drew, the public site's own
// entry (ADR 016), which loads nothing until the page has loaded, then the code that takes the page over with the
// same layout. None of it may import antd other than on demand (`import()`) or for types: a
// static import would make every public page download antd and boot its style engine (docs: issue "Fast"; the staff
// screens load it with their own code).
const ROOT = path.resolve(__dirname, '../../..');
const START = path.join(ROOT, 'shell/src/bootstrap.tsx');
const SITE_ENTRY = path.join(ROOT, 'mfe-public/src/client.tsx');
const SITE = path.join(ROOT, 'mfe-public/src/bootstrap.tsx');
const KIT = path.join(ROOT, 'shell/kit/src/index.ts');
const KIT_REPORTS = path.join(ROOT, 'shell/kit/src/remotes/remote-reports.ts');

/** The requests a file imports statically, `import type` and `export type` left out. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?'([^']+)'/gm)].filter((m) => !m[1]).map((m) => m[2]!);
}

function resolve(from: string, request: string): string | null {
  if (request === '@remuda/shell-kit') return KIT;
  if (request === '@remuda/shell-kit/reports') return KIT_REPORTS;
  // Pictures are files the page addresses, not code it runs.
  if (!request.startsWith('.') || /\.(png|jpe?g|webp|gif|svg|woff2?)$/.test(request)) return null;
  const base = path.resolve(path.dirname(from), request.replace(/\.js$/, ''));
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`cannot resolve ${request} from ${from}`);
  return found;
}

/** Every file reached from `start` by static imports, with the packages each imports. */
function firstLoad(start: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const requests = staticImports(file);
    seen.set(file, requests.filter((r) => !r.startsWith('.') && !r.startsWith('@remuda/shell-kit')));
    for (const request of requests) {
      const next = resolve(file, request);
      if (next) visit(next);
    }
  };
  visit(start);
  return seen;
}

const loaded = firstLoad(START);
const relative = (file: string) => path.relative(ROOT, file);

it('follows the start-up into the router, the public layout, the remote area and the kit', () => {
  const files = [...loaded.keys()].map(relative);
  expect(files).toEqual(
    expect.arrayContaining([
      'shell/src/app/app.tsx',
      'shell/src/app/routes.tsx',
      'shell/src/app/remotes/remote-area.tsx',
      'shell/kit/src/layouts/public-layout.tsx',
      'shell/kit/src/ui/page-spinner.tsx',
      'shell/kit/src/ui/button-link.tsx',
    ]),
  );
  expect(files).not.toContain('shell/src/app/layouts/admin-layout.tsx');
});

it('finds nothing but the kit’s reporter loaded with the public site’s entry: it fetches the rest once the page has loaded', () => {
  expect([...firstLoad(SITE_ENTRY).keys()].map(relative)).toEqual(['mfe-public/src/client.tsx', 'shell/kit/src/remotes/remote-reports.ts']);
});

it('follows the code that takes a drawn page over into its routes, the public layout and the kit', () => {
  const files = [...firstLoad(SITE).keys()].map(relative);
  expect(files).toEqual(
    expect.arrayContaining(['mfe-public/src/routes.tsx', 'mfe-public/src/site/site-routes.tsx', 'shell/kit/src/layouts/public-layout.tsx']),
  );
});

it.each([
  ['the shell', START],
  ['the public site', SITE],
])('imports no antd on the way into %s: the public pages load it only if they draw it', (_, start) => {
  const antd = [...firstLoad(start)].flatMap(([file, packages]) =>
    packages.filter((p) => /^(antd|@ant-design|@rc-component|rc-)/.test(p)).map((p) => `${relative(file)} imports ${p}`),
  );
  expect(antd).toEqual([]);
});
