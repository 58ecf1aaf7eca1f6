import { RemoteRoot } from '@heartwise/web-runtime';
import { HomeDashboard } from '../pages/home-dashboard/HomeDashboard.js';

/** Mounted by the shell at / for anyone signed in, inside its router, data client and theme. */
export default function HomeDashboardRemote() {
  return (
    <RemoteRoot name="wellness">
      <HomeDashboard />
    </RemoteRoot>
  );
}
