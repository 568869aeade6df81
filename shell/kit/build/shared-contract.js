// The shared-dependency contract, checked before the front ends are built (scripts/build.mjs): every remote runs on
// the shell's copy of each shared singleton (webpack-config.js), so a remote built against another breaking
// release of one (another major; for 0.x, another minor) would compile, then fail in a visitor's browser.
const { readFileSync } = require('node:fs');
const { SINGLETONS, packageName } = require('./webpack-config');

/** The packages behind the shared modules, once each. */
const SHARED_PACKAGES = [...new Set(SINGLETONS.map(packageName))];

/** The version of a package a build in `dir` compiles against, or null when none is installed for it. */
function installedVersion(pkg, dir) {
  let file;
  try {
    file = require.resolve(`${pkg}/package.json`, { paths: [dir] });
  } catch {
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/** What a caret range keeps fixed: the major, or the minor of a 0.x, or the patch of a 0.0.x. */
function breakingPart(version) {
  const [major, minor, patch] = version.split(/[.+-]/).map(Number);
  if (major > 0) return `${major}`;
  return minor > 0 ? `0.${minor}` : `0.0.${patch}`;
}

/**
 * Compares each remote's installed version of every shared package with the shell's: answers one line per
 * mismatch naming the remote, the package and both versions (none when the contract holds). A remote that does not
 * use a package is not asked about it.
 * @param {object} options
 * @param {string} [options.shellDir]  where the shell's build resolves the shared packages: beside its webpack configuration
 * @param {{ workspace: string, dir: string }[]} options.remotes
 * @param {string[]} [options.packages]
 */
function sharedContractProblems({ shellDir = __dirname, remotes, packages = SHARED_PACKAGES }) {
  const problems = [];
  for (const pkg of packages) {
    const provided = installedVersion(pkg, shellDir);
    if (!provided) continue;
    for (const { workspace, dir } of remotes) {
      const used = installedVersion(pkg, dir);
      if (used && breakingPart(used) !== breakingPart(provided)) {
        problems.push(
          `${workspace} is built against ${pkg} ${used}, but the shell provides ${pkg} ${provided} to every remote ` +
            `(it requires ^${provided}): build ${workspace} against ${pkg} ^${provided}, or release the shell with ${pkg} ${used} first`,
        );
      }
    }
  }
  return problems;
}

module.exports = { SHARED_PACKAGES, sharedContractProblems };
