const { createWebpackConfig } = require('@remuda/shell-kit/build');

module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, host: true });
