const { createWebpackConfig } = require('@remuda/shell-kit/build');

module.exports = createWebpackConfig({
  name: 'remuda_medical',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
