/**
 * Answering a pending link request: the youth of the link accepts or declines it, an admin
 * approves or rejects it (the admin Linking tab). Either "yes" makes it approved with approvedAt
 * and publishes `identity.link.approved` in the same write; either "no" makes it rejected and
 * frees the pair for a later request. Only a pending request can be answered, once. Someone
 * else's request is "not found" for a youth, so ids reveal nothing.
 */
import { LinkApproved, type Link } from '@heartwise/contracts';
import { conflict, newEvent, notFound } from '@heartwise/service-kit';
import type { LinkRecord } from '../../ports/link.repository.port.js';
import { toLinkView, toLinkViews } from './link-view.js';
import type { LinkDeps } from './request-link.js';
import { audit, type Audited } from '../audit.js';

export type YouthAnswer = 'accept' | 'decline';
export type AdminReview = 'approve' | 'reject';

export const LINK_NOT_FOUND = "We couldn't find that link.";
const ALREADY_ANSWERED = 'This link request has already been answered.';

/** The youth of the link says yes or no (the route lets only youth in). */
export async function answerLinkRequest(
  deps: LinkDeps,
  youthId: string,
  linkId: string,
  answer: YouthAnswer,
): Promise<Link> {
  const link = await deps.links.findById(linkId);
  if (!link || link.youthId !== youthId) throw notFound(LINK_NOT_FOUND);
  return decide(deps, link, youthId, answer === 'accept');
}

/** An admin says yes or no (the route lets only admins in); the audit log keeps it. */
export async function reviewLinkRequest(
  deps: LinkDeps & Audited,
  adminId: string,
  linkId: string,
  review: AdminReview,
): Promise<Link> {
  const link = await deps.links.findById(linkId);
  if (!link) throw notFound(LINK_NOT_FOUND);
  const decided = await decide(deps, link, adminId, review === 'approve');
  await audit(deps, {
    kind: review === 'approve' ? 'link-approved' : 'link-rejected',
    actorId: adminId,
    subjectId: link.parentId,
    youthId: link.youthId,
  });
  return decided;
}

async function decide(deps: LinkDeps, link: LinkRecord, deciderId: string, approve: boolean): Promise<Link> {
  if (link.status !== 'pending') throw conflict(ALREADY_ANSWERED);
  // A request whose parent's account is gone is no request to answer (lists leave it out too).
  if ((await toLinkViews(deps.users, [link])).length === 0) throw notFound(LINK_NOT_FOUND);
  const now = deps.now().toISOString();
  const changed = approve
    ? await deps.links.changeStatus(
        link.id,
        'pending',
        { status: 'approved', approvedAt: now, decidedBy: deciderId, updatedAt: now },
        [newEvent(LinkApproved, { linkId: link.id, parentId: link.parentId, youthId: link.youthId })],
      )
    : await deps.links.changeStatus(
        link.id,
        'pending',
        { status: 'rejected', decidedBy: deciderId, updatedAt: now },
        [],
      );
  // Answered (or withdrawn) by someone else between our read and our write.
  if (!changed) throw conflict(ALREADY_ANSWERED);
  return toLinkView(deps.users, changed);
}
