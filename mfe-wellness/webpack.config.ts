import { federatedApp } from '@heartwise/web-build';

export default federatedApp({
  dir: import.meta.dirname,
  app: 'wellness',
  title: 'Heartwise wellness (standalone)',
  exposes: {
    './YouthDashboard': './src/exposes/YouthDashboard.tsx',
    './HomeDashboard': './src/exposes/HomeDashboard.tsx',
    './PracticePage': './src/exposes/PracticePage.tsx',
    './EmotionCheckInDialog': './src/exposes/EmotionCheckInDialog.tsx',
    './GlobalOverlays': './src/exposes/GlobalOverlays.tsx',
    './CheckInsPage': './src/exposes/CheckInsPage.tsx',
    './ParentDashboard': './src/exposes/ParentDashboard.tsx',
    './YouthSummary': './src/exposes/YouthSummary.tsx',
    './MySummary': './src/exposes/MySummary.tsx',
  },
});
