// First, before any module builds a zod schema: no eval under the gateway's CSP (inside the shell, the
// shell's bootstrap has done this already).
import '@heartwise/web-runtime/zod-jitless';
import { renderStandalone } from '@heartwise/web-runtime/standalone';
import ActivationCodes from './exposes/ActivationCodes.js';
import Escalations from './exposes/Escalations.js';
import OrgSettings from './exposes/OrgSettings.js';
import People from './exposes/People.js';
import PortalDashboard from './exposes/PortalDashboard.js';
import RosterImport from './exposes/RosterImport.js';
import Schools from './exposes/Schools.js';

// Running alone (not inside the shell): the page the path names, the dashboard otherwise.
const pages = [
  ['/org/schools', Schools],
  ['/org/people', People],
  ['/org/import', RosterImport],
  ['/org/activation-codes', ActivationCodes],
  ['/org/settings', OrgSettings],
  ['/org/escalations', Escalations],
] as const;
const pageFor = (path: string) => pages.find(([prefix]) => path.startsWith(prefix))?.[1] ?? PortalDashboard;

renderStandalone({ scope: 'portal-standalone', page: pageFor(window.location.pathname) });
