import { RemoteRoot } from '@heartwise/web-runtime';
import { UserManagement } from '../pages/user-management/UserManagement.js';

/** Mounted by the shell at /admin/users. */
export default function UserManagementRemote() {
  return (
    <RemoteRoot name="admin">
      <UserManagement />
    </RemoteRoot>
  );
}
