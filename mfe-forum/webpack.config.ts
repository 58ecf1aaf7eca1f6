import { federatedApp } from '@heartwise/web-build';

export default federatedApp({
  dir: import.meta.dirname,
  app: 'forum',
  title: 'Heartwise Pause and Post (standalone)',
  exposes: {
    './ForumList': './src/exposes/ForumList.tsx',
    './ThreadDetail': './src/exposes/ThreadDetail.tsx',
    './PausePostPreview': './src/exposes/PausePostPreview.tsx',
  },
});
