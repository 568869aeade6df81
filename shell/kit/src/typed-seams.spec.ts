import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// What scripts/build.mjs runs for each remote beside webpack: fixture remotes stand for a team's, built in folders
// of the repository so they resolve React and the shell kit as the real remotes do.
const { PUBLISHED, publishExposedTypes, publishedTypeProblems } = require('../build/exposed-types.js') as {
  PUBLISHED: string;
  publishExposedTypes: (o: { name: string; dir: string; exposes: Record<string, string>; outDir: string; version?: string }) => Promise<string[]>;
  publishedTypeProblems: (o: { name: string; remote: string; dir: string; builtDir: string; publishedDir?: string }) => Promise<string[]>;
};

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');
let fixtures: string;
beforeAll(() => {
  fixtures = mkdtempSync(path.join(ROOT, '.seams-fixture-'));
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

let count = 0;
/** A remote of its own: a tsconfig as every remote's, and these source files. */
function remote(files: Record<string, string>): string {
  const dir = path.join(fixtures, `remote-${++count}`);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.web.json', compilerOptions: { rootDir: '.' }, include: ['src'] }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'src', name), text);
  return dir;
}

const slot = (props: string) => `export interface Props { ${props} }\nexport default function Tab({ horseId }: Props) {\n  return <p>{String(horseId)}</p>;\n}\n`;
const EXPOSES = { './horse-tab': './src/tab.tsx' };

/** Builds a fixture remote's published types; answers where they are. */
async function published(dir: string, exposes: Record<string, string> = EXPOSES): Promise<string> {
  const outDir = path.join(dir, 'dist', 'mf-types');
  expect(await publishExposedTypes({ name: path.basename(dir), dir, exposes, outDir })).toEqual([]);
  return outDir;
}

describe('the types a remote publishes', () => {
  it('name each exposed module, with its own declarations and nothing of its source', async () => {
    const dir = remote({ 'tab.tsx': "import type { Props } from './props';\nexport default function Tab({ horseId }: Props) {\n  return <p>{horseId}</p>;\n}\n", 'props.ts': 'export interface Props { horseId: string; canEdit: boolean }\n', 'unused.ts': 'export const notExposed = 1;\n' });
    const types = await published(dir);
    expect(readFileSync(path.join(types, 'index.d.ts'), 'utf8')).toContain("'./horse-tab': typeof import('./src/tab');");
    expect(readFileSync(path.join(types, 'src/props.d.ts'), 'utf8')).toContain('canEdit: boolean');
    expect(() => readFileSync(path.join(types, 'src/unused.d.ts'))).toThrow();
    expect(readFileSync(path.join(types, 'src/tab.d.ts'), 'utf8')).not.toContain('<p>');
  });
});

describe('a remote whose exposed slot changed', () => {
  let before: string;
  beforeAll(async () => {
    // What its users took: a tab taking a horse's id and whether the person may edit.
    before = await published(remote({ 'tab.tsx': slot('horseId: string; canEdit: boolean') }));
  });
  const check = async (files: Record<string, string>, exposes: Record<string, string> = EXPOSES) => {
    const dir = remote(files);
    return publishedTypeProblems({ name: 'the fixture remote', remote: 'medical', dir, builtDir: await published(dir, exposes), publishedDir: before });
  };

  it('builds when every props object its users pass still fits (a prop made optional, one added as optional)', async () => {
    expect(await check({ 'tab.tsx': slot('horseId: string; canEdit?: boolean; compact?: boolean') })).toEqual([]);
  });

  it('fails its build when its props changed incompatibly, saying which', async () => {
    const problems = await check({ 'tab.tsx': slot('horseId: number; canEdit: boolean') });
    expect(problems).toEqual([expect.stringContaining('the fixture remote exposes what no longer fits the types its users build against')]);
    expect(problems[0]).toMatch(/horseId/);
    expect(problems[0]).toMatch(/string.*number|number.*string/s);
  });

  it('fails its build when it takes a prop its users do not pass', async () => {
    const problems = await check({ 'tab.tsx': slot('horseId: string; canEdit: boolean; ranchId: string') });
    expect(problems[0]).toMatch(/ranchId/);
  });

  it('fails its build when a module its users load is no longer exposed', async () => {
    const problems = await check({ 'other.tsx': slot('horseId: string; canEdit: boolean') }, { './other-tab': './src/other.tsx' });
    expect(problems[0]).toMatch(/no longer exposed/);
  });
});

describe('a side that places another remote’s slot', () => {
  it('fails its type check, and so its build, when it passes the wrong props; the published types say which', async () => {
    // The medical remote's published types, as the horses remote places its records tab.
    expect(readFileSync(path.join(PUBLISHED, 'medical/index.d.ts'), 'utf8')).toContain("'./horse-medical-records'");
    const page = (props: string) => `import { RemoteSlot } from '@remuda/shell-kit';\nexport default function Page() {\n  return <RemoteSlot slot="medical/horse-medical-records" props={${props}} what="medical records" />;\n}\n`;
    const right = remote({ 'page.tsx': page("{ horseId: 'h1', canEdit: true }") });
    expect(await publishExposedTypes({ name: 'right', dir: right, exposes: { './page': './src/page.tsx' }, outDir: path.join(right, 'dist/mf-types') })).toEqual([]);

    const wrong = remote({ 'page.tsx': page("{ horseId: 'h1' }") });
    const problems = await publishExposedTypes({ name: 'wrong', dir: wrong, exposes: { './page': './src/page.tsx' }, outDir: path.join(wrong, 'dist/mf-types') });
    expect(problems).toEqual([expect.stringContaining('wrong does not type-check')]);
    expect(problems[0]).toMatch(/canEdit/);
  });
});
