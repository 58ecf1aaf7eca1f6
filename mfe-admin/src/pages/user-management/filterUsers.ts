import type { Role, User } from '@heartwise/contracts';

export type RoleFilter = Role | 'all';

/**
 * SPEC §5 user search: a case-insensitive substring of the username, the email or the full name
 * (first and last), combined with the role filter. A blank search matches everyone.
 */
export function filterUsers(users: readonly User[], search: string, role: RoleFilter): User[] {
  const needle = search.trim().toLowerCase();
  return users.filter((user) => {
    if (role !== 'all' && user.role !== role) return false;
    if (!needle) return true;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return [user.username, user.email, name].some((field) => field.toLowerCase().includes(needle));
  });
}
