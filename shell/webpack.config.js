const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { createWebpackConfig } = require('@remuda/shell-kit/build');

const PUBLIC = path.join(__dirname, 'public');
const SERVICE_WORKER = path.join(__dirname, 'src/sw/service-worker.ts');
/** Content-hashed names are their own revision. */
const HASHED = /\.[0-9a-f]{8,}\./;

/** Every file under public/ (relative, with forward slashes), as the app serves them from its root. */
function publicFiles(dir = PUBLIC) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? publicFiles(full) : [path.relative(PUBLIC, full).split(path.sep).join('/')];
  });
}

/** Compiles webpack `config` without writing anything, answering the source of its `file`. */
function bundle(webpack, config, file) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.compile((err, compilation) => {
      const problem = err ?? compilation?.errors[0];
      compiler.close(() => (problem ? reject(problem) : resolve(compilation.getAsset(file).source.source())));
    });
  });
}

/**
 * Emits public/ (the web app manifest and its icons) into the build, and the staff app's service worker as sw.js
 * (docs/adr/014-installable-staff-app.md) with the list of the shell's files it precaches in place of
 * `self.__WB_MANIFEST`, as Workbox's own build tools do. The service worker is bundled by a compiler of its own: a
 * child of this one would inherit Module Federation's hooks and come out as a federated container.
 */
class StaffAppPlugin {
  constructor(config) {
    this.worker = {
      name: 'service-worker',
      mode: config.mode,
      target: 'webworker',
      context: config.context,
      entry: SERVICE_WORKER,
      devtool: false,
      output: { filename: 'sw.js', path: config.output.path },
      resolve: config.resolve,
      module: config.module,
      optimization: { minimizer: config.optimization.minimizer },
    };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StaffAppPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StaffAppPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of publicFiles()) {
          compilation.fileDependencies.add(path.join(PUBLIC, file));
          compilation.emitAsset(file, new sources.RawSource(readFileSync(path.join(PUBLIC, file))));
        }
      });
      // After minifying and after the page is written, so the revisions are those of the files served.
      compilation.hooks.processAssets.tapPromise({ name: 'StaffAppPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async () => {
        compilation.fileDependencies.add(path.dirname(SERVICE_WORKER));
        // The page and its entry code, the manifest and icons; the shell's other chunks (over 20 MB, each page
        // fetches a few) are kept as pages load them.
        const entries = [...compilation.entrypoints.values()].flatMap((entry) => [...entry.getFiles()]);
        const precache = ['index.html', ...entries, ...publicFiles()].sort().map((name) => ({
          url: `/${name}`,
          revision: HASHED.test(name) ? null : createHash('md5').update(compilation.getAsset(name).source.buffer()).digest('hex'),
        }));
        const code = String(await bundle(compiler.webpack, this.worker, 'sw.js'));
        if (!code.includes('self.__WB_MANIFEST')) throw new Error('the service worker does not read self.__WB_MANIFEST');
        compilation.emitAsset('sw.js', new sources.RawSource(code.replace('self.__WB_MANIFEST', JSON.stringify(precache))));
      });
    });
  }
}

const config = createWebpackConfig({ name: 'shell', dir: __dirname, host: true });

module.exports = { ...config, plugins: [...config.plugins, new StaffAppPlugin(config)] };
