import { federatedApp } from '@heartwise/ui-kit/webpack';

export default federatedApp({
  dir: import.meta.dirname,
  app: 'wellness',
  title: 'Heartwise wellness (standalone)',
  exposes: { './YouthDashboard': './src/exposes/YouthDashboard.tsx' },
});
