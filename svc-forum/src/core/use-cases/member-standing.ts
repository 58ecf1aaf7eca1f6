import type { MemberStanding } from '@heartwise/contracts';
import { notFound } from '@heartwise/service-kit/domain';
import type { StandingRepository } from '../../ports/standing.repository.port.js';
import type { ForumCaller } from '../forum-caller.js';
import { MAX_NOTICES } from '../standing/notices.js';
import { restrictionNow } from '../standing/restriction.js';

export const NOTICE_NOT_FOUND = "We couldn't find that message.";

/**
 * The caller's mute or suspension now (or null) and what the moderators told them, newest first.
 * Always open, even while suspended: a member is always told why and until when.
 */
export async function memberStanding(
  deps: { standing: Pick<StandingRepository, 'of'>; now: () => Date },
  caller: ForumCaller,
): Promise<MemberStanding> {
  const standing = await deps.standing.of(caller.sub);
  return {
    restriction: restrictionNow(standing, deps.now()),
    notices: standing.notices.slice(0, MAX_NOTICES),
  };
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
