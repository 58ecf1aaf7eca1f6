import type { BlockRepository, MemberBlocks } from '../../ports/block.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import type { Viewer } from '../visibility.js';
import type { ViewReader } from '../content-views.js';

/** The people a member's blocks hide from them: whom they blocked and who blocked them. */
export const hiddenBy = (blocks: MemberBlocks): ReadonlySet<string> =>
  new Set([...blocks.blocking, ...blocks.blockedBy].map((entry) => entry.memberId));

/** The member as the forum shows them content: who blocks hide from them (one read, by their id). */
export async function viewerOf(
  deps: { blocks: Pick<BlockRepository, 'of'> },
  memberId: string,
): Promise<Viewer> {
  return { id: memberId, hidden: hiddenBy(await deps.blocks.of(memberId)) };
}

export type Reader = Viewer & ViewReader;

/** The viewer, and what they already reported (each item then shows "Reported"): two reads by id. */
export async function readerOf(
  deps: { blocks: Pick<BlockRepository, 'of'>; reports: Pick<ReportRepository, 'reportedBy'> },
  memberId: string,
): Promise<Reader> {
  const [viewer, reported] = await Promise.all([viewerOf(deps, memberId), deps.reports.reportedBy(memberId)]);
  return { ...viewer, reported };
}
