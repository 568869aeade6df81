const { createWebpackConfig } = require('@remuda/shell-kit/build');

module.exports = createWebpackConfig({
  name: 'remuda_medical',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    './horse-medical-records': './src/features/horse-medical-records/components/horse-medical-records.tsx',
    './horse-documents': './src/features/horse-documents/components/horse-documents.tsx',
  },
});
