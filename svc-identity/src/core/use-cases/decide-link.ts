/**
 * Answering a pending link request. Only the youth of the request approves it (accept →
 * approved with approvedAt, and `identity.link.approved` in the same write); the youth may decline
 * it instead, and an administrator may reject it (a staff check, audited) — but no administrator
 * can approve one: a link that bypasses the youth contradicts "You decide who is linked" (issue 14).
 * A declined or rejected request keeps holding its pair until it expires, so the parent cannot tell
 * it from an unanswered one and cannot ask again at once. Only a pending request that has not
 * expired can be answered, once. Someone else's request is "not found" for a youth, so ids reveal
 * nothing.
 */
import { LinkApproved, type Link } from '@heartwise/contracts';
import { conflict, newEvent, notFound } from '@heartwise/service-kit/domain';
import type { LinkRecord } from '../../ports/link.repository.port.js';
import { toLinkView, toLinkViews } from './link-view.js';
import { freedIfExpired, type LinkDeps } from './request-link.js';
import { audit, type Audited } from '../audit.js';
import type { LinkAudience } from '../link-rules.js';

export type YouthAnswer = 'accept' | 'decline';

export const LINK_NOT_FOUND = "We couldn't find that link.";
const ALREADY_ANSWERED = 'This link request has already been answered.';
export const REQUEST_EXPIRED = 'This request has expired. Your parent can send a new one.';
const REQUEST_EXPIRED_FOR_STAFF = 'This request has expired, so there is nothing left to reject.';

/** The youth of the request says yes or no (the route lets only youth in). */
export async function answerLinkRequest(
  deps: LinkDeps,
  youthId: string,
  linkId: string,
  answer: YouthAnswer,
): Promise<Link> {
  const link = await deps.links.findById(linkId);
  if (!link || link.youthId === null || link.youthId !== youthId) throw notFound(LINK_NOT_FOUND);
  await stillOpen(deps, link, 'youth', REQUEST_EXPIRED);
  const now = deps.now().toISOString();
  const changed =
    answer === 'accept'
      ? await deps.links.changeStatus(
          link.id,
          'pending',
          { status: 'approved', approvedAt: now, decidedBy: youthId, updatedAt: now },
          [newEvent(LinkApproved, { linkId: link.id, parentId: link.parentId, youthId })],
        )
      : await deps.links.changeStatus(
          link.id,
          'pending',
          { status: 'rejected', decidedBy: youthId, updatedAt: now },
          [],
        );
  // Answered or withdrawn by someone else between our read and our write.
  if (!changed) throw conflict(ALREADY_ANSWERED);
  return toLinkView(deps, changed, 'youth');
}

/** An administrator rejects a pending request (the route lets only admins in); the audit log keeps it. */
export async function rejectLinkRequest(
  deps: LinkDeps & Audited,
  adminId: string,
  linkId: string,
): Promise<Link> {
  const link = await deps.links.findById(linkId);
  if (!link) throw notFound(LINK_NOT_FOUND);
  await stillOpen(deps, link, 'admin', REQUEST_EXPIRED_FOR_STAFF);
  const now = deps.now().toISOString();
  const changed = await deps.links.changeStatus(
    link.id,
    'pending',
    { status: 'rejected', decidedBy: adminId, updatedAt: now },
    [],
  );
  if (!changed) throw conflict(ALREADY_ANSWERED);
  await audit(deps, {
    kind: 'link-rejected',
    actorId: adminId,
    subjectId: link.parentId,
    ...(link.youthId ? { youthId: link.youthId } : {}),
  });
  return toLinkView(deps, changed, 'admin');
}

/** Throws unless the request is still waiting for an answer; an expired one is marked so on the way. */
async function stillOpen(deps: LinkDeps, link: LinkRecord, audience: LinkAudience, expired: string) {
  if (link.status === 'expired') throw conflict(expired);
  if (link.status !== 'pending') throw conflict(ALREADY_ANSWERED);
  if (await freedIfExpired(deps, link)) throw conflict(expired);
  // A request whose parent's account is gone is no request to answer (lists leave it out too).
  if ((await toLinkViews(deps, [link], audience)).length === 0) throw notFound(LINK_NOT_FOUND);
}
