const { createWebpackConfig } = require('@remuda/shell-kit/build');

module.exports = createWebpackConfig({
  name: 'remuda_activity',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    './horse-history': './src/features/history/components/horse-history.tsx',
    './thing-history': './src/features/history/components/thing-history.tsx',
  },
});
