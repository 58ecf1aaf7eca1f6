export type AdminTab = 'overview' | 'users' | 'analytics' | 'linking' | 'review' | 'settings';

export const adminTabs: ReadonlyArray<{ value: AdminTab; label: string; path?: string }> = [
  { value: 'overview', label: 'Overview', path: '/admin/dashboard' },
  { value: 'users', label: 'Users' },
  { value: 'analytics', label: 'Analytics', path: '/admin/analytics' },
  { value: 'linking', label: 'Linking', path: '/admin/linking' },
  { value: 'review', label: 'Review' },
  { value: 'settings', label: 'Settings', path: '/admin/settings' },
];

/** SPEC §2's routes to the admin dashboard: each opens its own tab (undefined: a path of no tab). */
export const tabForPath = (pathname: string): AdminTab | undefined =>
  adminTabs.find((tab) => tab.path !== undefined && pathname.replace(/\/+$/, '') === tab.path)?.value;

export const isAdminTab = (value: string): value is AdminTab => adminTabs.some((tab) => tab.value === value);
