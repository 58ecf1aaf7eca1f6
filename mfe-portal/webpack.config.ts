import { federatedApp } from '@heartwise/web-build';

export default federatedApp({
  dir: import.meta.dirname,
  app: 'portal',
  title: 'Heartwise Organization Portal (standalone)',
  exposes: {
    './PortalDashboard': './src/exposes/PortalDashboard.tsx',
    './Schools': './src/exposes/Schools.tsx',
    './People': './src/exposes/People.tsx',
    './RosterImport': './src/exposes/RosterImport.tsx',
    './ActivationCodes': './src/exposes/ActivationCodes.tsx',
    './OrgSettings': './src/exposes/OrgSettings.tsx',
    './Escalations': './src/exposes/Escalations.tsx',
  },
});
