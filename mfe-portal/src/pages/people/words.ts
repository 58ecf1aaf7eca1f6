import type { OrgPersonStatus, Role } from '@heartwise/contracts';
import type { BadgeTone } from '@heartwise/ui-kit';

export const statusLabel: Record<OrgPersonStatus, string> = {
  active: 'Active',
  'not-activated': 'Not activated',
  deactivated: 'Deactivated',
};

export const statusTone: Record<OrgPersonStatus, BadgeTone> = {
  active: 'success',
  'not-activated': 'warning',
  deactivated: 'neutral',
};

export const roleLabel: Record<Role, string> = {
  youth: 'Youth',
  parent: 'Parent/Guardian',
  moderator: 'Moderator',
  admin: 'Administrator',
  'org-admin': 'Organization admin',
};

/** The roles a district holds (platform administrators never belong to one). */
export const districtRoles: readonly Role[] = ['youth', 'parent', 'moderator', 'org-admin'];
export const statuses: readonly OrgPersonStatus[] = ['active', 'not-activated', 'deactivated'];
