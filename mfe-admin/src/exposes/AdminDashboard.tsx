import { RemoteRoot } from '@heartwise/web-runtime';
import { AdminDashboard } from '../pages/admin-dashboard/AdminDashboard.js';

/** Mounted by the shell at /admin/dashboard, /admin/analytics, /admin/settings and /admin/linking. */
export default function AdminDashboardRemote() {
  return (
    <RemoteRoot name="admin">
      <AdminDashboard />
    </RemoteRoot>
  );
}
