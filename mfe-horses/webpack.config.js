const { createWebpackConfig } = require('@remuda/shell-kit/build');

module.exports = createWebpackConfig({
  name: 'remuda_horses',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    './health-report': './src/features/reports/components/health-report.tsx',
  },
});
