/**
 * Reading links, each as its reader may see it (core/link-rules.ts). A parent sees their requests
 * and links (ended ones when asked for), a youth every request ever made for them, newest first;
 * an admin sees every request — those naming no youth included — or those of one status, oldest
 * first, so the Linking tab works through requests in the order they came. A status filter is on
 * the status the reader is shown (a parent asking for `rejected` gets nothing: they never see one).
 */
import type { Link, LinkStatus, Role } from '@heartwise/contracts';
import { storedStatusesFor } from '../link-rules.js';
import { toLinkViews } from './link-view.js';
import type { LinkDeps } from './request-link.js';

/** The caller's own links; the route lets only parents and youth in. */
export async function listMyLinks(
  deps: Pick<LinkDeps, 'links' | 'users' | 'now'>,
  me: { id: string; role: Role },
  status?: LinkStatus,
): Promise<Link[]> {
  const audience = me.role === 'parent' ? 'parent' : 'youth';
  const side = audience === 'parent' ? { parentId: me.id } : { youthId: me.id };
  const stored = storedStatusesFor(audience, status);
  if (stored.length === 0) return [];
  const views = await toLinkViews(deps, await deps.links.listOf(side, stored), audience);
  return status ? views.filter((view) => view.status === status) : views;
}

/** For admins. */
export async function listAllLinks(
  deps: Pick<LinkDeps, 'links' | 'users' | 'now'>,
  status?: LinkStatus,
): Promise<Link[]> {
  const records = await deps.links.listAll(status ? storedStatusesFor('admin', status) : undefined);
  const views = await toLinkViews(deps, records, 'admin');
  return status ? views.filter((view) => view.status === status) : views;
}
