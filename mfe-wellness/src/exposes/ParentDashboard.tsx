import { RemoteRoot } from '@heartwise/web-runtime';
import { ParentDashboard } from '../pages/parent-dashboard/ParentDashboard.js';

/** Mounted by the shell at /parent/dashboard. */
export default function ParentDashboardRemote() {
  return (
    <RemoteRoot name="wellness">
      <ParentDashboard />
    </RemoteRoot>
  );
}
