/** The subdomains of SPEC §2's portals; a host starting with one is that portal of the site. */
const portalLabels = ['admin', 'mod', 'portal'];

/**
 * Where this site's Organization Portal is, from the host the admin is on: admin.localhost:8080 →
 * portal.localhost:8080; a host without a portal subdomain gets one (localhost → portal.localhost).
 */
export function organizationPortalHost(host: string): string {
  const [first = '', ...rest] = host.split('.');
  const site = rest.length > 0 && portalLabels.includes(first.toLowerCase()) ? rest.join('.') : host;
  return `portal.${site}`;
}
