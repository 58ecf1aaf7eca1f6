import { RemoteRoot } from '@heartwise/ui-kit';
import { UserManagement } from '../pages/user-management/UserManagement.js';

/** Mounted by the shell at /admin/users. */
export default function UserManagementRemote() {
  return (
    <RemoteRoot name="admin">
      <UserManagement />
    </RemoteRoot>
  );
}
