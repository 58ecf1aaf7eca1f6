import type { MemberNotice, MemberStanding } from '@heartwise/contracts';
import { helplinesFor, notFound } from '@heartwise/service-kit/domain';
import type { StandingRepository } from '../../ports/standing.repository.port.js';
import type { ForumCaller } from '../forum-caller.js';
import { MAX_NOTICES } from '../standing/notices.js';
import { restrictionNow } from '../standing/restriction.js';
import type { ScreeningPolicy } from '../screening/screen-post.js';
import type { PlaceLookup } from './reader.js';

export const NOTICE_NOT_FOUND = "We couldn't find that message.";

/**
 * The caller's mute or suspension now (or null) and what the moderators told them, newest first.
 * Always open, even while suspended: a member is always told why and until when.
 */
export async function memberStanding(
  deps: {
    standing: Pick<StandingRepository, 'of'>;
    now: () => Date;
    memberships: Pick<PlaceLookup, 'placeOfCaller'>;
    screening: Pick<ScreeningPolicy, 'helplines'>;
  },
  caller: ForumCaller,
): Promise<MemberStanding> {
  const standing = await deps.standing.of(caller.sub);
  const notices = standing.notices.slice(0, MAX_NOTICES);
  return {
    restriction: restrictionNow(standing, deps.now()),
    notices: notices.some((notice) => notice.helplines)
      ? await withHelplinesOfNow(deps, caller, notices)
      : notices,
  };
}

/**
 * A notice that names helplines names the ones the member should reach now: their district's, else
 * those of the country they are in now (issue 19), not where they were when it was written (a
 * decision arrives as an event, with no country of its author).
 */
async function withHelplinesOfNow(
  deps: { memberships: Pick<PlaceLookup, 'placeOfCaller'>; screening: Pick<ScreeningPolicy, 'helplines'> },
  caller: ForumCaller,
  notices: readonly MemberNotice[],
): Promise<MemberNotice[]> {
  const place = await deps.memberships.placeOfCaller(caller);
  const helplines = helplinesFor(place, deps.screening.helplines, caller.country ?? null);
  return notices.map((notice) => (notice.helplines ? { ...notice, helplines: [...helplines] } : notice));
}

/** The member said "Got it"; only their own notices exist for them (anyone else's: 404). */
export async function markNoticeRead(
  deps: { standing: Pick<StandingRepository, 'of' | 'update'> },
  caller: ForumCaller,
  noticeId: string,
): Promise<void> {
  const { notices } = await deps.standing.of(caller.sub);
  if (!notices.some((notice) => notice.id === noticeId)) throw notFound(NOTICE_NOT_FOUND);
  await deps.standing.update(caller.sub, (standing) =>
    standing.notices.some((notice) => notice.id === noticeId && !notice.read)
      ? {
          ...standing,
          notices: standing.notices.map((notice) =>
            notice.id === noticeId ? { ...notice, read: true } : notice,
          ),
        }
      : null,
  );
}
