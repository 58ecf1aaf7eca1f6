export interface Portal {
  title: string;
  subtitle: string;
}

/** SPEC §2: the subdomains that open a staff or organisation portal instead of the main sign-in. */
const portals: Record<string, Portal> = {
  admin: { title: 'Administrator Portal', subtitle: 'Manage users, analytics, and platform settings' },
  mod: { title: 'Moderator Portal', subtitle: 'Review content and manage community discussions' },
  portal: { title: 'Organization Portal', subtitle: 'Multi-user management for schools and organizations' },
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
