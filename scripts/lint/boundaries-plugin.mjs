// The ESLint rules behind the import boundaries of eslint.config.mjs. They work on paths alone (a relative
// specifier is resolved against the importing file, a package name is looked up among the workspaces of the
// root package.json), so they need no module resolver, no type information and no TypeScript compiler API.
// Every way a module is named is checked: import/export ... from, import(), require(), jest.mock() and its
// kin, `import x = require()` and `import('x').T` types.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

/** A path glob's segment (`mfe-*`) as a regular expression: `*` stands for any run of characters but `/`. */
const segment = (glob) => new RegExp(`^${glob.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);

/** The root package.json's workspaces (globs such as `services/*` and `mfe-*` expanded) as `{ dir, abs, name }`. */
export function readWorkspaces(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const expand = (base, parts) => {
    if (parts.length === 0) return [base];
    const [head, ...rest] = parts;
    if (!head.includes('*')) return expand(base ? `${base}/${head}` : head, rest);
    const re = segment(head);
    return readdirSync(path.join(root, base), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'node_modules' && re.test(d.name))
      .flatMap((d) => expand(base ? `${base}/${d.name}` : d.name, rest));
  };
  const dirs = [...new Set((Array.isArray(workspaces) ? workspaces : workspaces.packages ?? []).flatMap((w) => expand('', w.split('/'))))];
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({ dir, abs: path.join(root, dir), name: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name }))
    .sort((a, b) => b.abs.length - a.abs.length); // nested workspaces (shell/kit) before their parents (shell)
}

const isRelative = (spec) => spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../');
const packageName = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);

/** Whether a workspace folder matches `services/*`-style patterns; the last match wins, `!` takes one back. */
function allowed(dir, patterns) {
  const parts = dir.split('/');
  let ok = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    const globs = (negated ? pattern.slice(1) : pattern).split('/');
    if (globs.length === parts.length && globs.every((glob, i) => segment(glob).test(parts[i]))) ok = !negated;
  }
  return ok;
}

const MOCKERS = new Set(['mock', 'doMock', 'unmock', 'unstable_mockModule', 'requireActual', 'requireMock', 'createMockFromModule', 'setMock']);

/** Calls `check(literalNode, specifier)` for every module specifier written as a plain string. */
function specifierVisitors(check) {
  const literal = (node) => {
    if (!node) return;
    if ((node.type === 'Literal' || node.type === 'StringLiteral') && typeof node.value === 'string') check(node, node.value);
    else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) check(node, node.quasis[0].value.cooked);
    else if (node.type === 'TSLiteralType') literal(node.literal);
  };
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && literal(node.moduleReference.expression),
    TSImportType: (node) => literal(node.argument ?? node.parameter),
    CallExpression(node) {
      const { callee } = node;
      const member = callee.type === 'MemberExpression' && !callee.computed ? callee : null;
      if (
        callee.type === 'Import' ||
        (callee.type === 'Identifier' && callee.name === 'require') ||
        (member && member.object.type === 'Identifier' && member.object.name === 'require' && member.property.name === 'resolve') ||
        (member && member.object.type === 'Identifier' && member.object.name === 'jest' && MOCKERS.has(member.property.name))
      ) {
        literal(node.arguments[0]);
      }
    },
  };
}

/**
 * Where a file sits in a front end's `src/`: `entry` (the files the bundler starts from, and their specs),
 * `app`, `feature` (with its name) or `shared` (everything else: components, lib, api, hooks, testing, ...).
 */
function frontEndPlace(srcDir, file, entries) {
  const rel = path.relative(srcDir, file).split(path.sep);
  if (rel[0] === '..' || rel[0] === '') return null;
  if (rel[0] === 'app') return { layer: 'app', rank: 2 };
  if (rel[0] === 'features') return { layer: 'feature', feature: rel[1] ?? '', rank: 1 };
  if (rel.length === 1) {
    const base = rel[0].replace(/\.[cm]?[jt]sx?$/, '').replace(/\.(spec|test)$/, '');
    if (entries.includes(base)) return { layer: 'entry', rank: 3 };
  }
  return { layer: 'shared', rank: 0 };
}

/** The plugin, bound to the repository root whose package.json lists the workspaces. */
export function createBoundariesPlugin({ root }) {
  const workspaces = readWorkspaces(root);
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const workspaceOf = (file) => workspaces.find((w) => inside(w.abs, file)) ?? null;

  /** Runs `check` for each relative specifier of a file inside a workspace, with both ends resolved. */
  const relativeImports = (context, check) => {
    const file = context.filename;
    const own = workspaceOf(file);
    if (!own) return {};
    return specifierVisitors((node, spec) => {
      if (isRelative(spec)) check({ node, spec, file, own, target: path.resolve(path.dirname(file), spec) });
    });
  };

  const rules = {
    'workspace-imports': {
      meta: {
        type: 'problem',
        docs: { description: 'A workspace imports only the workspace packages its role allows.' },
        schema: [
          {
            type: 'object',
            properties: { allow: { type: 'array', items: { type: 'string' } }, because: { type: 'string' } },
            required: ['allow'],
            additionalProperties: false,
          },
        ],
        messages: { denied: "'{{spec}}' is the workspace {{target}}, which {{own}} may not import: {{because}}" },
      },
      create(context) {
        const { allow, because = 'its role does not allow it' } = context.options[0];
        // A folder not listed as a workspace yet (a new services/<domain>) is judged by the files glob alone.
        const own = workspaceOf(context.filename);
        const ownDir = own?.dir ?? path.relative(root, path.dirname(context.filename));
        return specifierVisitors((node, spec) => {
          if (isRelative(spec) || spec.startsWith('/')) return;
          const target = byName.get(packageName(spec));
          if (!target || target === own || allowed(target.dir, allow)) return;
          context.report({ node, messageId: 'denied', data: { spec, target: target.dir, own: ownDir, because } });
        });
      },
    },

    'no-climbing-out-of-workspace': {
      meta: {
        type: 'problem',
        docs: { description: 'A relative import stays inside its own workspace.' },
        schema: [],
        messages: {
          leaves:
            "'{{spec}}' climbs out of the workspace {{own}}{{into}}: import another workspace by its package name, and only where the layout allows it",
        },
      },
      create(context) {
        return relativeImports(context, ({ node, spec, own, target }) => {
          const lands = workspaceOf(target);
          if (lands === own) return;
          context.report({ node, messageId: 'leaves', data: { spec, own: own.dir, into: lands ? ` into ${lands.dir}` : '' } });
        });
      },
    },

    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        docs: { description: 'In a front end, src/features/<a> never imports src/features/<b>.' },
        schema: [],
        messages: {
          crosses: "'{{spec}}': the feature '{{from}}' may not import the feature '{{to}}'; move what both need to a shared folder (components, lib, api, hooks) or compose them in the app",
        },
      },
      create(context) {
        return relativeImports(context, ({ node, spec, file, own, target }) => {
          const src = path.join(own.abs, 'src');
          const from = frontEndPlace(src, file, []);
          const to = frontEndPlace(src, target, []);
          if (from?.layer === 'feature' && to?.layer === 'feature' && from.feature !== to.feature) {
            context.report({ node, messageId: 'crosses', data: { spec, from: from.feature, to: to.feature || '(features)' } });
          }
        });
      },
    },

    'one-way-layers': {
      meta: {
        type: 'problem',
        docs: { description: 'In a front end, code flows shared -> features -> app -> entry files, never back.' },
        schema: [
          {
            type: 'object',
            properties: { entries: { type: 'array', items: { type: 'string' } } },
            required: ['entries'],
            additionalProperties: false,
          },
        ],
        messages: {
          backwards: "'{{spec}}': {{from}} code may not import {{to}} code (code flows one way: shared -> features -> app -> entry files {{entries}})",
        },
      },
      create(context) {
        const { entries } = context.options[0];
        return relativeImports(context, ({ node, spec, file, own, target }) => {
          const src = path.join(own.abs, 'src');
          const from = frontEndPlace(src, file, entries);
          const to = frontEndPlace(src, target, entries);
          // Equal ranks pass: app -> app, entry -> entry, and feature -> feature (no-cross-feature-imports judges that).
          if (!from || !to || from.rank >= to.rank) return;
          context.report({ node, messageId: 'backwards', data: { spec, from: from.layer, to: to.layer, entries: entries.join(', ') } });
        });
      },
    },
  };

  return { meta: { name: 'remuda-boundaries' }, rules };
}
