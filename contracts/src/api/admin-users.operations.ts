import type { Operation } from './operation.js';
import { listUsers, listUsersDocs } from './admin-users/listUsers.js';
import { createStaffUser, createStaffUserDocs } from './admin-users/createStaffUser.js';
import { changeUserRole, changeUserRoleDocs } from './admin-users/changeUserRole.js';
import { deleteUser, deleteUserDocs } from './admin-users/deleteUser.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export { listUsers, createStaffUser, changeUserRole, deleteUser };

/** svc-identity's calls for administrators' work on accounts: list, create staff, change roles, delete. */
export const adminUserOperations = {
  listUsers: { ...listUsers, ...listUsersDocs },
  createStaffUser: { ...createStaffUser, ...createStaffUserDocs },
  changeUserRole: { ...changeUserRole, ...changeUserRoleDocs },
  deleteUser: { ...deleteUser, ...deleteUserDocs },
} as const satisfies Record<string, Operation>;
