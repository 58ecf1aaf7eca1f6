import { federatedApp } from '@heartwise/ui-kit/webpack';

export default federatedApp({
  dir: import.meta.dirname,
  app: 'admin',
  title: 'Heartwise moderation (standalone)',
  exposes: { './ModerationQueue': './src/exposes/ModerationQueue.tsx' },
});
