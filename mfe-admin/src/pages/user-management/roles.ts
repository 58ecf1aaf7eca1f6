import type { Role, User } from '@heartwise/contracts';
import type { BadgeTone } from '@heartwise/ui-kit';

/** SPEC §2's names for the roles (the role filter and the edit-role select). */
export const roleLabel: Record<Role, string> = {
  youth: 'Youth',
  parent: 'Parent/Guardian',
  moderator: 'Moderator',
  admin: 'Administrator',
  'org-admin': 'Organization admin',
};

/** The count cards' headings. */
export const roleCountLabel: Record<Role, string> = {
  youth: 'Youth',
  parent: 'Parents/Guardians',
  moderator: 'Moderators',
  admin: 'Administrators',
  'org-admin': 'Organization admins',
};

export const roleTone: Record<Role, BadgeTone> = {
  youth: 'primary',
  parent: 'info',
  moderator: 'accent',
  admin: 'danger',
  'org-admin': 'info',
};

export const roles: readonly Role[] = ['youth', 'parent', 'moderator', 'admin'];

/** First and last name, or the username for someone who gave neither. */
export const fullName = (user: Pick<User, 'firstName' | 'lastName' | 'username'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
