/**
 * What each side of a link request sees (issue 14, "Consent"). Only the youth's own acceptance
 * approves a link; until then a parent learns nothing about the youth: not whether the username is
 * a youth's, not the name, not whether the youth declined. So:
 * - the parent sees `pending` until the youth accepts — a declined (or staff-rejected) request
 *   included — and `expired` once LINK_REQUEST_DAYS have passed; the youth only once approved;
 * - the youth sees every request made for them as it is (declined ones as `rejected`);
 * - an administrator sees every request as it is, requests naming no youth included.
 * Expiry is read from `createdAt` when a request is shown, so nothing has to sweep; the stored
 * status catches up when someone acts on an expired request.
 */
import { LINK_REQUEST_DAYS, LinkStatus } from '@heartwise/contracts';
import type { LinkRecord } from '../ports/link.repository.port.js';

export type LinkAudience = 'parent' | 'youth' | 'admin';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which an unanswered request has expired. */
export const expiryCutoff = (now: Date): string =>
  new Date(now.getTime() - LINK_REQUEST_DAYS * DAY_MS).toISOString();

/** A request still waiting for the youth (stored pending, or declined as the parent sees it) has run out. */
export const hasExpired = (link: Pick<LinkRecord, 'createdAt'>, now: Date): boolean =>
  link.createdAt <= expiryCutoff(now);

/** The status this audience is shown. */
export function statusSeenBy(link: LinkRecord, audience: LinkAudience, now: Date): LinkStatus {
  if (link.status === 'pending') return hasExpired(link, now) ? 'expired' : 'pending';
  if (link.status === 'rejected' && audience === 'parent')
    return hasExpired(link, now) ? 'expired' : 'pending';
  return link.status;
}

/**
 * When the link last changed, as this audience may know it (`seen`: the status it is shown). Until
 * the youth accepts, a parent's request changes only when it is made, withdrawn or runs out: a
 * decline, a staff rejection or an attempt to answer too late must not show as a change.
 */
export function updatedAtSeenBy(link: LinkRecord, audience: LinkAudience, seen: LinkStatus): string {
  if (audience !== 'parent' || link.approvedAt !== null || link.status === 'withdrawn') return link.updatedAt;
  return seen === 'expired'
    ? new Date(Date.parse(link.createdAt) + LINK_REQUEST_DAYS * DAY_MS).toISOString()
    : link.createdAt;
}

/** The parent sees the youth only once the youth has accepted (an ended link was accepted once). */
export const parentMaySeeYouth = (link: LinkRecord): boolean => link.approvedAt !== null;

/**
 * Which stored statuses can be shown to this audience as `seen` (without one: what the list shows
 * by default: a parent's requests and links but not ended ones; for the youth and admins, all).
 */
export function storedStatusesFor(audience: LinkAudience, seen?: LinkStatus): LinkStatus[] {
  if (!seen)
    return audience === 'parent' ? LinkStatus.options.filter((s) => s !== 'ended') : LinkStatus.options;
  const asParent = audience === 'parent';
  switch (seen) {
    case 'pending':
      return asParent ? ['pending', 'rejected'] : ['pending'];
    case 'expired':
      return asParent ? ['pending', 'rejected', 'expired'] : ['pending', 'expired'];
    case 'rejected':
      return asParent ? [] : ['rejected'];
    default:
      return [seen];
  }
}
