// First, before any module builds a zod schema: no eval under the gateway's CSP (inside the shell, the
// shell's bootstrap has done this already).
import '@heartwise/web-runtime/zod-jitless';
import { renderStandalone } from '@heartwise/web-runtime/standalone';
import YouthDashboard from './exposes/YouthDashboard.js';

// Running alone (not inside the shell): the youth dashboard at any path.
renderStandalone({ scope: 'wellness-standalone', page: YouthDashboard });
