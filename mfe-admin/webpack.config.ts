import { federatedApp } from '@heartwise/web-build';

export default federatedApp({
  dir: import.meta.dirname,
  app: 'admin',
  title: 'Heartwise moderation and administration (standalone)',
  exposes: {
    './ModerationQueue': './src/exposes/ModerationQueue.tsx',
    './EscalatedReview': './src/exposes/EscalatedReview.tsx',
    './UserManagement': './src/exposes/UserManagement.tsx',
    './ModeratorDashboard': './src/exposes/ModeratorDashboard.tsx',
    './AdminDashboard': './src/exposes/AdminDashboard.tsx',
    './Districts': './src/exposes/Districts.tsx',
  },
});
