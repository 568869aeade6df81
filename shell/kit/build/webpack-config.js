// The one webpack and Module Federation configuration of the shell and every remote. Each front end's
// webpack.config.js calls createWebpackConfig with its name and what it exposes.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
/** Where the federation runtime's own packages are found from. */
const MF = require.resolve('@module-federation/enhanced/runtime', { paths: [__dirname] });
/** A federation runtime package's ES module build. */
const esmBuild = (request) => require.resolve(request, { paths: [MF] }).replace(/\.cjs$/, '.js');

/**
 * Packages the shell and the remotes share as singletons: one React, one antd theme, one query cache, one
 * session and router (through the kit). Versions come from the installed package.json files; nothing is eager, so every app
 * starts behind an async boundary and the share scope decides which copy runs.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  // The router is not shared by name: remotes reach the shell's router through the kit's re-exports.
  '@remuda/shell-kit',
  ...require('./shared-antd').map((component) => `antd/es/${component}`),
];

/** The package a shared module belongs to: react for react/jsx-runtime, antd for antd/es/button. */
function packageName(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

function packageVersion(request) {
  return require(require.resolve(`${packageName(request)}/package.json`, { paths: [__dirname] })).version;
}

/**
 * The shell provides every shared module; remotes bring no copies of their own (`import: false`), so a remote
 * always runs on the shell's React, router, antd theme and session, and its bundle holds only its own code.
 */
function sharedConfig({ host }) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = packageVersion(request);
      // The shell names each module by its file, which makes webpack provide it even where the shell itself
      // never imports it (a bare name is provided only when something in the build asks for it).
      const provide = host ? { import: require.resolve(request, { paths: [__dirname] }) } : { import: false };
      return [request, { singleton: true, version, requiredVersion: `^${version}`, ...provide }];
    }),
  );
}

const swcOptions = (production) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: !production } },
    target: 'es2022',
  },
});

/**
 * @param {object} options
 * @param {string} options.name       the remote's federation name (the shell is "shell")
 * @param {string} options.dir        the front end's folder
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {boolean} [options.host]    true for the shell: an HTML page and an entry point
 */
function createWebpackConfig({ name, dir, exposes = {}, host = false }) {
  const production = process.env.NODE_ENV !== 'development';
  const config = {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: host ? { main: './src/index.ts' } : {},
    // No source maps in production: the browser gets the bundles, never the sources they were built from.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The shell's page is served at every path, so its files are addressed from the root; a remote's files
      // are found relative to wherever its manifest was loaded from.
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      // Entry files keep their names (the federation runtime cannot hash them); chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The federation runtime webpack injects and our own import of it (loadRemote, registerRemotes) must be the
      // same files, or the page downloads the runtime twice: every part of it is pointed at its ES module build
      // (the file beside each CommonJS one), which webpack can tree-shake: about 5 KB gzipped off main.js.
      alias: {
        '@module-federation/enhanced/runtime$': esmBuild('@module-federation/runtime'),
        '@module-federation/runtime-core$': esmBuild('@module-federation/runtime-core'),
        '@module-federation/sdk$': esmBuild('@module-federation/sdk'),
      },
      // Workspace packages are read from source; see their package.json "exports".
      conditionNames: ['@remuda/source', '...'],
    },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(production) } },
        { test: /\.(png|jpe?g|webp|gif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig({ host }),
        manifest: true,
        dts: false,
        // Use what is already provided rather than first asking every registered remote for its versions, so a
        // remote that is down cannot hold up the rest of the page.
        shareStrategy: 'loaded-first',
        // One copy of the federation runtime, the shell's, instead of one in every remote entry; built for the
        // browser alone, so the runtime's code for loading remotes in Node is left out of every page.
        experiments: { ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      host && new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
    ].filter(Boolean),
    optimization: {
      // swc's minifier: the same output size as terser in a fraction of the build time.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The federation plugin notes at every build that manifests resolve chunk URLs at run time: by design here.
    infrastructureLogging: { level: 'error' },
  };
  // What it exposes, for the build to publish their types (exposed-types.js); not a webpack option, so not enumerable.
  Object.defineProperty(config, 'exposes', { value: exposes, enumerable: false });
  return config;
}

module.exports = { createWebpackConfig, sharedConfig, packageName, SINGLETONS };
