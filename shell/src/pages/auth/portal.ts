export interface Portal {
  title: string;
  subtitle: string;
  /**
   * Whether people a district imported activate here: its counselors (moderators) on the Moderator
   * Portal, its organization admins on the Organization Portal. Platform admins are never imported.
   */
  activation: boolean;
}

/** SPEC §2: the subdomains that open a staff or organisation portal instead of the main sign-in. */
const portals: Record<string, Portal> = {
  admin: {
    title: 'Administrator Portal',
    subtitle: 'Manage users, analytics, and platform settings',
    activation: false,
  },
  mod: {
    title: 'Moderator Portal',
    subtitle: 'Review content and manage community discussions',
    activation: true,
  },
  portal: {
    title: 'Organization Portal',
    subtitle: 'Multi-user management for schools and organizations',
    activation: true,
  },
};

/**
 * The portal a host asks for, or null for the main domain (no subdomain, 'www', or the product's
 * own name — anything that is not a portal subdomain).
 */
export function portalForHost(hostname: string): Portal | null {
  const labels = hostname.toLowerCase().split('.');
  if (labels.length < 2) return null;
  return portals[labels[0] ?? ''] ?? null;
}
