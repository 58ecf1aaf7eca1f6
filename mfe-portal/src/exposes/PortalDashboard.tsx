import { RemoteRoot } from '@heartwise/web-runtime';
import { PortalDashboard } from '../pages/dashboard/PortalDashboard.js';

/** Mounted by the shell at /org/dashboard (organization admins only). */
export default function PortalDashboardRemote() {
  return (
    <RemoteRoot name="portal">
      <PortalDashboard />
    </RemoteRoot>
  );
}
