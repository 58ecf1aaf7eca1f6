/**
 * Ending a link: either side of an approved link ends it (status `ended`, endedAt, and
 * `identity.link.ended` in the same write, so other services stop showing the youth to the
 * parent). The parent may withdraw a request the youth has not accepted: it is kept as
 * `withdrawn`, without an event (no other service ever heard of it), so the youth still sees it
 * and the pair is free for a new request. A parent sees a declined request as waiting, so
 * withdrawing one works the same way. A youth says no to a pending request by declining it.
 * Links are kept, not deleted: a deleted document would hold the pair's unique key as an outbox
 * tombstone until its event is published, blocking a new request while Kafka is away.
 */
import { LinkEnded } from '@heartwise/contracts';
import { conflict, newEvent, notFound } from '@heartwise/service-kit/domain';
import type { LinkRecord } from '../../ports/link.repository.port.js';
import { LINK_NOT_FOUND } from './decide-link.js';
import { freedIfExpired, type LinkDeps } from './request-link.js';

const DECLINE_INSTEAD = 'To say no to a link request, please decline it.';
const ALREADY_ENDED = 'This link has already ended.';
const ALREADY_CLOSED = 'This link request is already closed.';
const ALREADY_WITHDRAWN = 'You have already withdrawn this request.';
const EXPIRED_NOTHING_TO_WITHDRAW = 'This request has expired, so there is nothing to withdraw.';
const CHANGED_MEANWHILE = 'This link changed just now. Please try again.';
/** Reads and conditional writes before giving up on a link that keeps changing under us. */
const ATTEMPTS = 3;

type EndDeps = Pick<LinkDeps, 'links' | 'now'>;

/** The parent or the youth of the link ends it (or the parent withdraws a request). */
export async function endLink(deps: EndDeps, personId: string, linkId: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const link = await deps.links.findById(linkId);
    if (!link || (link.parentId !== personId && link.youthId !== personId)) throw notFound(LINK_NOT_FOUND);
    const asParent = link.parentId === personId;
    if (link.status === 'approved') {
      if (await endApproved(deps, link, personId)) return;
    } else if (asParent && (link.status === 'pending' || link.status === 'rejected')) {
      // The parent sees both as waiting: both withdraw alike, unless the request has run out.
      if (await freedIfExpired(deps, link)) throw conflict(EXPIRED_NOTHING_TO_WITHDRAW);
      if (await withdraw(deps, link)) return;
    } else if (asParent) {
      throw conflict(
        link.status === 'expired'
          ? EXPIRED_NOTHING_TO_WITHDRAW
          : link.status === 'withdrawn'
            ? ALREADY_WITHDRAWN
            : ALREADY_ENDED,
      );
    } else {
      throw conflict(
        link.status === 'pending'
          ? DECLINE_INSTEAD
          : link.status === 'ended'
            ? ALREADY_ENDED
            : ALREADY_CLOSED,
      );
    }
    // It changed between our read and our write (accepted, answered or ended): look again.
  }
  throw conflict(CHANGED_MEANWHILE);
}

/**
 * Every link of a person whose account is going away (or who stops being a parent or a youth):
 * approved ones end (with their event), and their own requests as a parent are withdrawn. Requests
 * made for them as a youth are left to expire: the parent keeps seeing them waiting, as they would
 * for any request, so a youth's leaving is not announced to someone they never accepted. For the
 * account-deletion and role-change handlers; safe to run again.
 */
export async function endLinksOf(deps: EndDeps, personId: string): Promise<void> {
  const open = [
    ...(await deps.links.listOf({ parentId: personId }, ['pending', 'approved'])),
    ...(await deps.links.listOf({ youthId: personId }, ['approved'])),
  ];
  for (const link of open) {
    if (link.status === 'approved') await endApproved(deps, link, personId);
    else await withdraw(deps, link);
  }
}

async function withdraw(deps: EndDeps, link: LinkRecord): Promise<boolean> {
  const now = deps.now().toISOString();
  const withdrawn = await deps.links.changeStatus(
    link.id,
    link.status,
    { status: 'withdrawn', endedAt: now, endedBy: link.parentId, updatedAt: now },
    [],
  );
  return withdrawn !== null;
}

async function endApproved(deps: EndDeps, link: LinkRecord, personId: string): Promise<boolean> {
  // An approved link always names its youth: only that youth's acceptance approves one.
  if (link.youthId === null) return false;
  const now = deps.now().toISOString();
  const ended = await deps.links.changeStatus(
    link.id,
    'approved',
    { status: 'ended', endedAt: now, endedBy: personId, updatedAt: now },
    [newEvent(LinkEnded, { linkId: link.id, parentId: link.parentId, youthId: link.youthId })],
  );
  return ended !== null;
}
