import { RemoteRoot } from '@heartwise/web-runtime';
import { ModeratorDashboard } from '../pages/moderator-dashboard/ModeratorDashboard.js';

/** Mounted by the shell at /moderator/dashboard. */
export default function ModeratorDashboardRemote() {
  return (
    <RemoteRoot name="admin">
      <ModeratorDashboard />
    </RemoteRoot>
  );
}
