/**
 * Parent–youth links (SPEC §3 user_links; issue 14, "Consent"). Decisions:
 * - A parent asks by the youth's username. The answer is always the same receipt (202), whether
 *   the username is a youth's, someone else's, nobody's, or already asked for: a parent learns
 *   nothing about an account by asking. Every case does the same lookups.
 * - A request for a username that is not a youth's is kept with no youth (`youthId: null`, the
 *   name as typed): the parent sees it waiting like any other, and it never attaches to an account
 *   made later with that name.
 * - One request or link per parent and youth (or typed name), held by a unique key in storage: a
 *   request while one is pending, approved or declined-but-not-expired stores nothing new (see the
 *   adapter). An expired one frees the pair when the next request comes.
 * - Only the youth's acceptance approves (decide-link.ts); requests expire after LINK_REQUEST_DAYS.
 * - Throttled per parent and per client address; every request counts.
 */
import { randomUUID } from 'node:crypto';
import { LINK_REQUEST_RECEIVED, type LinkRequestReceipt } from '@heartwise/contracts';
import { forbidden, tooManyRequests } from '@heartwise/service-kit/domain';
import {
  OpenLinkExistsError,
  type LinkRecord,
  type LinkRepository,
  type LinkTarget,
} from '../../ports/link.repository.port.js';
import type { LinkRequestAttempt, LinkRequestThrottle } from '../../ports/link-request-throttle.port.js';
import { hasExpired } from '../link-rules.js';
import type { LinkPeople } from './link-view.js';

export interface LinkDeps {
  links: LinkRepository;
  users: LinkPeople;
  now: () => Date;
}

export const TOO_MANY_LINK_REQUESTS =
  'You have sent a lot of link requests. Please wait a while before sending another.';

const RECEIPT: LinkRequestReceipt = { ok: true, message: LINK_REQUEST_RECEIVED };

/** A parent asks to link with a youth (the route lets only parents in). */
export async function requestLink(
  deps: LinkDeps & { throttle: LinkRequestThrottle },
  attempt: LinkRequestAttempt,
  youthUsername: string,
): Promise<LinkRequestReceipt> {
  const verdict = await deps.throttle.count(attempt);
  if (!verdict.allowed) throw tooManyRequests(TOO_MANY_LINK_REQUESTS, verdict.retryAfterSeconds);

  // A token can outlive a role change or a deletion (only the gateway checks the session): ask the account.
  const parent = await deps.users.findById(attempt.parentId);
  if (!parent || parent.role !== 'parent') throw forbidden();

  // Both spellings are always looked up, so a hit and a miss cost the same reads.
  const found = await Promise.all([
    deps.users.findByUsername(youthUsername),
    deps.users.findByUsername(youthUsername.toLowerCase()),
  ]);
  const youth = found.find((user) => user?.role === 'youth') ?? null;
  const target: LinkTarget = youth ? { youthId: youth.id } : { username: youthUsername };

  const holding = await deps.links.findHolding(parent.id, target);
  if (holding && !(await freedIfExpired(deps, holding))) return RECEIPT;

  const now = deps.now().toISOString();
  const link: LinkRecord = {
    id: randomUUID(),
    parentId: parent.id,
    youthId: youth?.id ?? null,
    youthUsername,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    approvedAt: null,
    endedAt: null,
    decidedBy: null,
    endedBy: null,
  };
  try {
    await deps.links.create(link);
  } catch (error) {
    // Another request for the same pair landed between our check and our write: that one stands.
    if (!(error instanceof OpenLinkExistsError)) throw error;
  }
  return RECEIPT;
}

/**
 * A request that ran out stops holding its pair: an unanswered one becomes `expired`, a declined
 * one stays declined for the youth. False when the link still holds the pair (it is current).
 */
export async function freedIfExpired(
  deps: Pick<LinkDeps, 'links' | 'now'>,
  link: LinkRecord,
): Promise<boolean> {
  const now = deps.now();
  if (!hasExpired(link, now) || (link.status !== 'pending' && link.status !== 'rejected')) return false;
  if (link.status === 'pending') {
    // updatedAt stays: an expiry is not an answer, and nobody acted.
    await deps.links.changeStatus(link.id, 'pending', { status: 'expired' }, []);
  } else {
    await deps.links.releasePair(link.id, 'rejected');
  }
  // Whether our write or someone else's freed it, it no longer holds the pair (a new insert decides).
  return true;
}
