/**
 * Reading links. A parent or youth sees their own links (current ones, pending and approved,
 * unless they ask for a status), newest first; an admin sees every link or those of one status,
 * oldest first, so the Linking tab works through requests in the order they came.
 */
import type { Link, LinkStatus, Role } from '@heartwise/contracts';
import { toLinkViews } from './link-view.js';
import type { LinkDeps } from './request-link.js';

const CURRENT: LinkStatus[] = ['pending', 'approved'];

/** The caller's own links; the route lets only parents and youth in. */
export async function listMyLinks(
  deps: Pick<LinkDeps, 'links' | 'users'>,
  me: { id: string; role: Role },
  status?: LinkStatus,
): Promise<Link[]> {
  const side = me.role === 'parent' ? { parentId: me.id } : { youthId: me.id };
  return toLinkViews(deps.users, await deps.links.listOf(side, status ? [status] : CURRENT));
}

/** For admins. */
export async function listAllLinks(
  deps: Pick<LinkDeps, 'links' | 'users'>,
  status?: LinkStatus,
): Promise<Link[]> {
  return toLinkViews(deps.users, await deps.links.listAll(status));
}
