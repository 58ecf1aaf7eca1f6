import type { ModerationFigures, ModerationStatus } from '@heartwise/contracts';
import { moderationQueueQuery } from '../../api/moderation.js';

/**
 * SPEC §2's four lists: the tab's name, the count card's, whether the tab shows its count, and the
 * count itself as svc-moderation counts it (issue 19: a list holds one page, never the whole
 * status; `rejected` is undefined from a service older than it).
 */
export const queueStatuses: ReadonlyArray<{
  status: ModerationStatus;
  tab: string;
  card: string;
  counted: boolean;
  countOf: (figures: ModerationFigures) => number | undefined;
}> = [
  { status: 'pending', tab: 'Pending', card: 'Pending Review', counted: true, countOf: (f) => f.pending },
  { status: 'flagged', tab: 'Flagged', card: 'Flagged Content', counted: true, countOf: (f) => f.flagged },
  { status: 'approved', tab: 'Approved', card: 'Approved', counted: false, countOf: (f) => f.approved },
  { status: 'rejected', tab: 'Rejected', card: 'Rejected', counted: false, countOf: (f) => f.rejected },
];

/** Every status's list, loaded up front: each tab opens at once. */
export const everyQueue = { queries: queueStatuses.map(({ status }) => moderationQueueQuery(status)) };
