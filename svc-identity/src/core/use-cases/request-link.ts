/**
 * Parent–youth links (SPEC §3 user_links; issue: identity, linking). Decisions:
 * - A parent asks by the youth's username; the link starts pending. The youth accepts or
 *   declines, or an admin approves or rejects: accept/approve → approved (approvedAt) and
 *   `identity.link.approved`; decline/reject → rejected. Either side may end an approved link:
 *   it becomes `ended` (our fourth status, kept as history) with `identity.link.ended`. A parent
 *   may withdraw a pending request: it is removed, and nobody is told (it never was a link).
 * - Every status change is one conditional write ("only if still pending/approved") carrying its
 *   event in the document's outbox, so a change and its event are never apart and two answers to
 *   one request cannot both win.
 * - One open (pending or approved) link per parent and youth, held by a unique key in storage that
 *   is released when a link is rejected or ended, so asking again later works (see the adapter).
 * - An unknown username and a username that is not a youth's get the same 404: a parent learns
 *   nothing about accounts they could not link to anyway.
 */
import { randomUUID } from 'node:crypto';
import type { Link } from '@heartwise/contracts';
import { conflict, forbidden, notFound } from '@heartwise/service-kit';
import {
  OpenLinkExistsError,
  type LinkRecord,
  type LinkRepository,
} from '../../ports/link.repository.port.js';
import { toLinkView, type LinkPeople } from './link-view.js';

export interface LinkDeps {
  links: LinkRepository;
  users: LinkPeople;
  now: () => Date;
}

const NO_SUCH_YOUTH = "We couldn't find a youth with that username. Please check it and try again.";
const ALREADY_ASKED = 'You have already asked to link with this youth. They have not answered yet.';
const ALREADY_LINKED = 'You are already linked with this youth.';

/** A parent asks to link with a youth (the route lets only parents in). */
export async function requestLink(deps: LinkDeps, parentId: string, youthUsername: string): Promise<Link> {
  // A token can outlive a role change or a deletion (only the gateway checks the session): ask the account.
  const parent = await deps.users.findById(parentId);
  if (!parent || parent.role !== 'parent') throw forbidden();

  const youth =
    (await deps.users.findByUsername(youthUsername)) ??
    (await deps.users.findByUsername(youthUsername.toLowerCase()));
  if (!youth || youth.role !== 'youth') throw notFound(NO_SUCH_YOUTH);

  const open = await deps.links.findOpen(parentId, youth.id);
  if (open) throw conflict(open.status === 'approved' ? ALREADY_LINKED : ALREADY_ASKED);

  const now = deps.now().toISOString();
  const link: LinkRecord = {
    id: randomUUID(),
    parentId,
    youthId: youth.id,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    approvedAt: null,
    endedAt: null,
    decidedBy: null,
    endedBy: null,
  };
  try {
    return await toLinkView(deps.users, await deps.links.create(link));
  } catch (error) {
    // Another request for the same pair landed between our check and our write.
    if (error instanceof OpenLinkExistsError) throw conflict(ALREADY_ASKED);
    throw error;
  }
}
