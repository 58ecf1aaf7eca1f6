/**
 * Ending a link: either side of an approved link ends it (status `ended`, endedAt, and
 * `identity.link.ended` in the same write, so other services stop showing the youth to the
 * parent); the parent may withdraw a request still pending, which removes it without an event
 * (no other service ever heard of it). A youth says no to a pending request by declining it.
 * Ended links are kept, not deleted: a deleted document would hold the pair's unique key as an
 * outbox tombstone until its event is published, blocking a new request while Kafka is away.
 */
import { LinkEnded } from '@heartwise/contracts';
import { conflict, newEvent, notFound } from '@heartwise/service-kit';
import type { LinkRecord } from '../../ports/link.repository.port.js';
import { LINK_NOT_FOUND } from './decide-link.js';
import type { LinkDeps } from './request-link.js';

const DECLINE_INSTEAD = 'To say no to a link request, please decline it.';
const ALREADY_ENDED = 'This link has already ended.';
const CHANGED_MEANWHILE = 'This link changed just now. Please try again.';
/** Reads and conditional writes before giving up on a link that keeps changing under us. */
const ATTEMPTS = 3;

/** The parent or the youth of the link ends it (or the parent withdraws a pending request). */
export async function endLink(
  deps: Pick<LinkDeps, 'links' | 'now'>,
  personId: string,
  linkId: string,
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const link = await deps.links.findById(linkId);
    if (!link || (link.parentId !== personId && link.youthId !== personId)) throw notFound(LINK_NOT_FOUND);
    if (link.status === 'approved') {
      if (await endApproved(deps, link, personId)) return;
    } else if (link.status === 'pending') {
      if (link.parentId !== personId) throw conflict(DECLINE_INSTEAD);
      if (await deps.links.removePending(link.id)) return;
    } else {
      throw conflict(ALREADY_ENDED);
    }
    // It changed between our read and our write (accepted, answered or ended): look again.
  }
  throw conflict(CHANGED_MEANWHILE);
}

/**
 * Every link of a person whose account is going away: approved ones end (with their event),
 * pending ones are withdrawn. For the account-deletion use case; safe to run again.
 */
export async function endLinksOf(deps: Pick<LinkDeps, 'links' | 'now'>, personId: string): Promise<void> {
  const open = [
    ...(await deps.links.listOf({ parentId: personId }, ['pending', 'approved'])),
    ...(await deps.links.listOf({ youthId: personId }, ['pending', 'approved'])),
  ];
  for (const link of open) {
    if (link.status === 'approved') await endApproved(deps, link, personId);
    else await deps.links.removePending(link.id);
  }
}

async function endApproved(
  deps: Pick<LinkDeps, 'links' | 'now'>,
  link: LinkRecord,
  personId: string,
): Promise<boolean> {
  const now = deps.now().toISOString();
  const ended = await deps.links.changeStatus(
    link.id,
    'approved',
    { status: 'ended', endedAt: now, endedBy: personId, updatedAt: now },
    [newEvent(LinkEnded, { linkId: link.id, parentId: link.parentId, youthId: link.youthId })],
  );
  return ended !== null;
}
