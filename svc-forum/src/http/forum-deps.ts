import type { Memberships, ServeOperation } from '@heartwise/service-kit';
import type { ThreadRepository } from '../ports/thread.repository.port.js';
import type { ReplyRepository } from '../ports/reply.repository.port.js';
import type { ReportRepository } from '../ports/report.repository.port.js';
import type { ConsentRepository } from '../ports/consent.repository.port.js';
import type { AuthorRepository } from '../ports/author.repository.port.js';
import type { StandingRepository } from '../ports/standing.repository.port.js';
import type { BlockRepository } from '../ports/block.repository.port.js';
import type { ScreeningPolicy } from '../core/screening/screen-post.js';

/** Everything the forum's routes hand to its use cases (wired once, in service.ts). */
export interface ForumDeps {
  threads: ThreadRepository;
  replies: ReplyRepository;
  reports: ReportRepository;
  consents: ConsentRepository;
  authors: AuthorRepository;
  standing: StandingRepository;
  blocks: BlockRepository;
  /** Where members belong (issue 16): every list, read and count is scoped by it. */
  memberships: Memberships;
  screening: ScreeningPolicy;
  now: () => Date;
  /** Serves the forum's calls of the contracts, each behind the guard its `auth` names. */
  serve: ServeOperation<'forum'>;
}
