// The public remote's server bundle: dist/server/render.js, beside the browser build's mf-manifest.json, so a
// release of the remote carries both. The gateway loads it to draw public pages as HTML (ADR 012). One CommonJS
// file for Node, with React, the router and React Query inside: the gateway needs none of them.
const path = require('node:path');
const webpack = require('webpack');
const browser = require('./webpack.config.js');
const releaseVersion = require('./webpack.release.js');

module.exports = {
  name: `${browser.name}_server`,
  // Built after the browser build, whose clean-up of dist/ would otherwise remove this one.
  dependencies: [browser.name],
  mode: browser.mode,
  target: 'node20',
  context: __dirname,
  entry: { render: './src/server.ts' },
  devtool: false,
  output: {
    path: path.join(browser.output.path, 'server'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    // Pictures are named as the browser build names them, and addressed from where it serves them (set at run time).
    assetModuleFilename: browser.output.assetModuleFilename,
    publicPath: '',
    clean: true,
  },
  resolve: { ...browser.resolve, conditionNames: ['@remuda/source', 'node', '...'] },
  module: {
    rules: browser.module.rules,
    // The browser build publishes the pictures; this one only needs their names.
    generator: { 'asset/resource': { emit: false } },
  },
  plugins: [
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    releaseVersion(),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'error' },
};
