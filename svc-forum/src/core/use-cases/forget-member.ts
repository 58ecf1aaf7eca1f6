import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import type { ConsentRepository } from '../../ports/consent.repository.port.js';
import type { StandingRepository } from '../../ports/standing.repository.port.js';
import type { BlockRepository } from '../../ports/block.repository.port.js';

export interface ForgetDeps {
  authors: AuthorRepository;
  reports: ReportRepository;
  consents: ConsentRepository;
  standing: Pick<StandingRepository, 'erase'>;
  blocks: BlockRepository;
}

/**
 * Someone deleted their account. The forum forgets who they were, so their threads and replies
 * show as 'Anonymous' for good, and erases what was only about them: their agreement to the
 * guidelines, the reports they made, their standing (sanctions and notices) and their blocks.
 * What they posted stays, anonymous: other people's replies answer it and would lose their meaning
 * without it (README: deletion policy).
 */
export async function forgetMember(deps: ForgetDeps, userId: string, at: string): Promise<void> {
  await deps.authors.forget(userId, at);
  await deps.reports.eraseBy(userId);
  await deps.consents.erase(userId);
  await deps.standing.erase(userId);
  await forgetBlocks(deps, userId);
}

/**
 * Their blocks go, and with them the entries their blocks made on the other side. The blocks
 * others made of them stay: each is that member's own safety choice, and the leaver's posts stay
 * (anonymous), so they stay hidden from whoever blocked them (protective; the id leads nowhere).
 */
async function forgetBlocks(deps: Pick<ForgetDeps, 'blocks'>, userId: string): Promise<void> {
  const { blocking } = await deps.blocks.of(userId);
  for (const entry of blocking) {
    await deps.blocks.update(entry.memberId, (blocks) =>
      blocks.blockedBy.some((other) => other.memberId === userId)
        ? { ...blocks, blockedBy: blocks.blockedBy.filter((other) => other.memberId !== userId) }
        : null,
    );
  }
  await deps.blocks.erase(userId);
}
