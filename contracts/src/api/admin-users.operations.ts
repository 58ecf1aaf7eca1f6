import type { Operation } from './operation.js';
import { listUsers, listUsersDocs } from './admin-users/listUsers.js';
import { listUserPage, listUserPageDocs } from './admin-users/listUserPage.js';
import { createStaffUser, createStaffUserDocs } from './admin-users/createStaffUser.js';
import { changeUserRole, changeUserRoleDocs } from './admin-users/changeUserRole.js';
import { deleteUser, deleteUserDocs } from './admin-users/deleteUser.js';
import { listAdminActivity, listAdminActivityDocs } from './admin-users/listAdminActivity.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export { listUsers, listUserPage, createStaffUser, changeUserRole, deleteUser, listAdminActivity };

/** svc-identity's calls for administrators' work on accounts: list, create staff, change roles, delete, and read the audit log. */
export const adminUserOperations = {
  listUsers: { ...listUsers, ...listUsersDocs },
  listUserPage: { ...listUserPage, ...listUserPageDocs },
  createStaffUser: { ...createStaffUser, ...createStaffUserDocs },
  changeUserRole: { ...changeUserRole, ...changeUserRoleDocs },
  deleteUser: { ...deleteUser, ...deleteUserDocs },
  listAdminActivity: { ...listAdminActivity, ...listAdminActivityDocs },
} as const satisfies Record<string, Operation>;
