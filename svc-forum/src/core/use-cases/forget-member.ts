import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import type { ConsentRepository } from '../../ports/consent.repository.port.js';

/**
 * Someone deleted their account. The forum forgets who they were, so their threads and replies
 * show as 'Anonymous' for good, and erases what was only about them: their agreement to the
 * guidelines and the reports they made. What they posted stays, anonymous: other people's replies
 * answer it and would lose their meaning without it (README: deletion policy).
 */
export async function forgetMember(
  deps: { authors: AuthorRepository; reports: ReportRepository; consents: ConsentRepository },
  userId: string,
  at: string,
): Promise<void> {
  await deps.authors.forget(userId, at);
  await deps.reports.eraseBy(userId);
  await deps.consents.erase(userId);
}
