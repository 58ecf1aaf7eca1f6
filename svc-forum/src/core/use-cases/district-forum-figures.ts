import { guardFigure, type DistrictForumFigures } from '@heartwise/contracts';
import { localDay, WEEK_LOOKBACK_MS, weekStart } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';

export interface DistrictForumDeps {
  threads: Pick<ThreadRepository, 'postedInDistrictSince'>;
  replies: Pick<ReplyRepository, 'postedInDistrictSince'>;
  now: () => Date;
}

/** A district's youth as the membership projection places them: who, and in which school. */
export interface DistrictYouth {
  id: string;
  schoolId: string;
}

type Written = { userId: string; createdAt: string };

/**
 * The district dashboard's forum activity (issue 16), per school, this week (the caller's
 * calendar, weeks start on Sunday): threads and replies the school's youth wrote in the district's
 * communities, whatever became of them since (held or taken down, they were still written; what an
 * author deleted is gone). Two reads limited to the district and its last 8 days (every post of
 * this week is among them); staff and parents never count, nor lift the guard.
 *
 * **(protective)** Each figure is guarded by how many of the school's youth posted: the activity of
 * three children reads "fewer than 10" however much they wrote.
 */
export async function districtForumFigures(
  deps: DistrictForumDeps,
  organizationId: string,
  youth: readonly DistrictYouth[],
  timeZone: string,
): Promise<DistrictForumFigures> {
  const now = deps.now();
  const sunday = weekStart(localDay(now, timeZone));
  const since = new Date(now.getTime() - WEEK_LOOKBACK_MS).toISOString();
  const [threads, replies] = await Promise.all([
    deps.threads.postedInDistrictSince(organizationId, since),
    deps.replies.postedInDistrictSince(organizationId, since),
  ]);
  const schoolOf = new Map(youth.map((person) => [person.id, person.schoolId]));
  const thisWeek = <T extends Written>(posts: readonly T[]) =>
    posts.filter((post) => localDay(new Date(post.createdAt), timeZone) >= sunday);
  const byYouthOf = (schoolId: string) => (posts: readonly Written[]) =>
    posts.filter((post) => schoolOf.get(post.userId) === schoolId);
  const [threadsThisWeek, repliesThisWeek] = [thisWeek(threads), thisWeek(replies)];
  const schoolIds = [...new Set(youth.map((person) => person.schoolId))].sort();
  return {
    schools: schoolIds.map((schoolId) => {
      const ofSchool = byYouthOf(schoolId);
      const [schoolThreads, schoolReplies] = [ofSchool(threadsThisWeek), ofSchool(repliesThisWeek)];
      const posted = new Set([...schoolThreads, ...schoolReplies].map((post) => post.userId)).size;
      return {
        schoolId,
        threads: guardFigure(schoolThreads.length, posted),
        replies: guardFigure(schoolReplies.length, posted),
        youthWhoPosted: guardFigure(posted, posted),
      };
    }),
    computedAt: now.toISOString(),
  };
}
