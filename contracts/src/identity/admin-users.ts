import { z } from 'zod';
import { freeText } from '../common.js';
import { Role, User } from './user.js';

/** Roles an administrator creates accounts for; youth and parents sign up themselves (SPEC §6). */
export const StaffRole = z.enum(['moderator', 'admin'], {
  error:
    'New accounts made here are for moderators and administrators. Youth and parents sign up themselves.',
});
export type StaffRole = z.infer<typeof StaffRole>;

/** GET /api/admin/users: every account as SPEC §3 describes it, with lastActive (SPEC §2 User Management). */
export const AdminUserList = z.array(User).meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof AdminUserList>;

/** The `{userId}` of /api/admin/users/{userId}... */
export const UserIdParams = z.object({ userId: z.uuid("That doesn't look like an account id.") });
export type UserIdParams = z.infer<typeof UserIdParams>;

/**
 * PUT /api/admin/users/{userId}/role (SPEC §7): SPEC's four roles. An organization admin is made
 * with their district (POST /api/admin/organizations), never by a role change, so no account
 * becomes one without a district to manage.
 */
export const AssignableRole = Role.exclude(['org-admin']);
export const ChangeRoleRequest = z
  .object({
    role: z.enum(AssignableRole.options, 'Please choose a role: youth, parent, moderator or admin.'),
  })
  .meta({ id: 'ChangeRoleRequest' });
export type ChangeRoleRequest = z.infer<typeof ChangeRoleRequest>;

/** POST /api/admin/users: a moderator or administrator account; the username is generated. */
export const CreateStaffRequest = z
  .object({
    email: z.email('Please enter a valid email'),
    firstName: freeText({ min: 1, max: 80, tooShort: 'First name is required' }),
    lastName: freeText({ min: 1, max: 80, tooShort: 'Last name is required' }),
    role: StaffRole,
    password: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
  })
  .meta({ id: 'CreateStaffRequest' });
export type CreateStaffRequest = z.infer<typeof CreateStaffRequest>;
