import type { Role } from '@heartwise/contracts';

/** Each role's own dashboard (SPEC §2): where login lands and where a wrong-role visit is sent. */
export const roleDashboard: Record<Role, string> = {
  youth: '/youth/dashboard',
  parent: '/parent/dashboard',
  moderator: '/moderator/dashboard',
  admin: '/admin/dashboard',
  // The Organization Portal (mfe-portal): its dashboard is an organization admin's home.
  'org-admin': '/org/dashboard',
};

/** After login or registration: the role's dashboard, or / for a role we do not know. */
export const landingAfterSignIn = (role: string): string => roleDashboard[role as Role] ?? '/';

export const roleLabel: Record<Role, string> = {
  youth: 'Youth',
  parent: 'Parent/Guardian',
  moderator: 'Moderator',
  admin: 'Administrator',
  'org-admin': 'Organization admin',
};

/** The header's navigation for each role. */
export const roleNavigation: Record<Role, ReadonlyArray<{ to: string; label: string }>> = {
  youth: [
    { to: '/youth/dashboard', label: 'Dashboard' },
    { to: '/youth/discussions', label: 'Pause and Post' },
    { to: '/youth/checkins', label: 'Check-ins' },
    { to: '/youth/practice', label: 'Practice' },
  ],
  parent: [
    { to: '/parent/dashboard', label: 'Dashboard' },
    { to: '/parent/youth-summary', label: 'Youth Summary' },
    { to: '/parent/checkins', label: 'Check-ins' },
    { to: '/parent/practice', label: 'Practice' },
  ],
  moderator: [
    { to: '/moderator/dashboard', label: 'Dashboard' },
    { to: '/moderator/review', label: 'Review Queue' },
    { to: '/forum', label: 'Pause and Post' },
  ],
  admin: [
    { to: '/admin/dashboard', label: 'Dashboard' },
    { to: '/admin/users', label: 'Users' },
    { to: '/admin/districts', label: 'Districts' },
    { to: '/admin/moderation', label: 'Moderation' },
    { to: '/forum', label: 'Pause and Post' },
  ],
  'org-admin': [
    { to: '/org/dashboard', label: 'Dashboard' },
    { to: '/org/schools', label: 'Schools' },
    { to: '/org/people', label: 'People' },
    { to: '/org/escalations', label: 'Escalations' },
    { to: '/org/import', label: 'Import' },
    { to: '/org/activation-codes', label: 'Activation codes' },
    { to: '/org/settings', label: 'Settings' },
  ],
};
