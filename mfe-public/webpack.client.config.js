// The public site's own browser entry: dist/client/site.js and its chunks, in the same release folder as the
// remote's mf-manifest.json and its server bundle, so a release of the remote carries all three. The gateway sends
// it with every public page it draws (docs/adr/016-public-site-client.md). Not federated: React, the router, React
// Query and the kit's public parts are inside, shaken down to what the public pages use.
const browser = require('./webpack.config.js');
const releaseVersion = require('./webpack.release.js');

module.exports = {
  name: `${browser.name}_client`,
  // Built after the browser build, whose clean-up of dist/ would otherwise remove this one.
  dependencies: [browser.name],
  mode: browser.mode,
  target: 'web',
  context: __dirname,
  entry: { site: './src/client.tsx' },
  devtool: browser.devtool,
  output: {
    // The release folder itself, with the files under client/: pictures are then addressed from the release folder,
    // as the server draws them, and found wherever the release is served from ('auto').
    path: browser.output.path,
    filename: 'client/[name].js',
    chunkFilename: browser.mode === 'production' ? 'client/[name].[contenthash:10].js' : 'client/[name].js',
    assetModuleFilename: browser.output.assetModuleFilename,
    publicPath: 'auto',
    uniqueName: `${browser.output.uniqueName}_site`,
    clean: false,
  },
  resolve: browser.resolve,
  module: {
    rules: browser.module.rules,
    // The browser build publishes the pictures; this one only needs their names.
    generator: { 'asset/resource': { emit: false } },
  },
  plugins: [
    releaseVersion(),
  ],
  optimization: browser.optimization,
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'error' },
};
