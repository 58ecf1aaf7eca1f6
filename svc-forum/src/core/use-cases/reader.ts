import { communityViewOf, type MemberPlace, type MemberPlaces } from '@heartwise/service-kit/domain';
import type { BlockRepository, MemberBlocks } from '../../ports/block.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import type { Viewer } from '../visibility.js';
import type { ViewReader } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';

/** Where members belong (svc-forum's projection of identity's membership events). */
export type PlaceLookup = MemberPlaces;

/** The people a member's blocks hide from them: whom they blocked and who blocked them. */
export const hiddenBy = (blocks: MemberBlocks): ReadonlySet<string> =>
  new Set([...blocks.blocking, ...blocks.blockedBy].map((entry) => entry.memberId));

/**
 * The member as the forum shows them content: who blocks hide from them and which communities they
 * see (reads by their id: blocks, membership, their district's settings). `place` when already read.
 */
export async function viewerOf(
  deps: { blocks: Pick<BlockRepository, 'of'>; memberships: PlaceLookup },
  caller: Pick<ForumCaller, 'sub' | 'role' | 'org' | 'school'>,
  place?: MemberPlace,
): Promise<Viewer> {
  const [blocks, where] = await Promise.all([
    deps.blocks.of(caller.sub),
    place ?? deps.memberships.placeOfCaller(caller),
  ]);
  return { id: caller.sub, hidden: hiddenBy(blocks), community: communityViewOf(caller.role, where) };
}

export type Reader = Viewer & ViewReader;

/** The viewer, and what they already reported (each item then shows "Reported"). */
export async function readerOf(
  deps: {
    blocks: Pick<BlockRepository, 'of'>;
    reports: Pick<ReportRepository, 'reportedBy'>;
    memberships: PlaceLookup;
  },
  caller: Pick<ForumCaller, 'sub' | 'role' | 'org' | 'school'>,
): Promise<Reader> {
  const [viewer, reported] = await Promise.all([viewerOf(deps, caller), deps.reports.reportedBy(caller.sub)]);
  return { ...viewer, reported };
}
