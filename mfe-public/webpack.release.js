const webpack = require('webpack');

/**
 * Makes `__REMOTE_VERSION__` the build version the federation plugin writes into mf-manifest.json (MF_BUILD_VERSION,
 * else package.json's, read as the build runs), for the server bundle and the site's own entry of the same release.
 */
module.exports = function releaseVersion() {
  return new webpack.DefinePlugin({
    __REMOTE_VERSION__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(process.env.MF_BUILD_VERSION || require('./package.json').version)),
  });
};
