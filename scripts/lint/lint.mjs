// npm run lint: first proves that every boundary rule bites (check-boundaries.mjs), then lints the tree with
// eslint.config.mjs. Its last line counts the rule proofs plus one check for the tree; any failure exits 1.
// `npx eslint <paths>` lints a few files alone.
import path from 'node:path';
import { ESLint } from 'eslint';
import { checkBoundaries } from './check-boundaries.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

const failures = [];
const proofs = await checkBoundaries({ log: (line) => line.startsWith('FAIL') && failures.push(line) });
for (const line of failures) console.log(line);
console.log(`rule proofs (scripts/lint/check-boundaries.mjs): ${proofs.passed} passed, ${proofs.failed} failed`);

const started = Date.now();
const eslint = new ESLint({ cwd: ROOT });
const results = await eslint.lintFiles(['.']);
const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
const warnings = results.reduce((n, r) => n + r.warningCount, 0);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) console.log(report.trimEnd());
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  errors === 0
    ? `the tree keeps every boundary: ${results.length} files linted in ${seconds} s${warnings ? `, ${warnings} warnings` : ''}`
    : `the tree crosses a boundary: ${errors} errors in ${results.filter((r) => r.errorCount + r.fatalErrorCount).length} of ${results.length} files (${seconds} s)`,
);

const passed = proofs.passed + (errors === 0 ? 1 : 0);
const failed = proofs.failed + (errors === 0 ? 0 : 1);
console.log(`\nlint: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
