import { renderStandalone } from '@heartwise/ui-kit/standalone';
import YouthDashboard from './exposes/YouthDashboard.js';

// Running alone (not inside the shell): the youth dashboard at any path.
renderStandalone({ scope: 'wellness-standalone', page: YouthDashboard });
