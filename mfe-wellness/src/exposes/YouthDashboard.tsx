import { RemoteRoot } from '@heartwise/web-runtime';
import { YouthDashboard } from '../pages/youth-dashboard/YouthDashboard.js';

/** Mounted by the shell at /youth/dashboard, inside its router, data client and theme. */
export default function YouthDashboardRemote() {
  return (
    <RemoteRoot name="wellness">
      <YouthDashboard />
    </RemoteRoot>
  );
}
