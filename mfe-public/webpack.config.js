const { createWebpackConfig } = require('@remuda/shell-kit/build');

module.exports = createWebpackConfig({
  name: 'remuda_public',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
