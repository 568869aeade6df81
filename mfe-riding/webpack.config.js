const { createWebpackConfig } = require('@remuda/shell-kit/build');

module.exports = createWebpackConfig({
  name: 'remuda_riding',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    './horse-riding-logs': './src/features/horse-riding-logs/components/horse-riding-logs.tsx',
    './activity-report': './src/features/activity-report/components/activity-report.tsx',
  },
});
