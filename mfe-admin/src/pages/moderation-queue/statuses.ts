import type { ModerationStatus } from '@heartwise/contracts';
import { moderationQueueQuery } from '../../api/moderation.js';

/** SPEC §2's four lists: the tab's name, the count card's, and whether the tab shows its count. */
export const queueStatuses: ReadonlyArray<{
  status: ModerationStatus;
  tab: string;
  card: string;
  counted: boolean;
}> = [
  { status: 'pending', tab: 'Pending', card: 'Pending Review', counted: true },
  { status: 'flagged', tab: 'Flagged', card: 'Flagged Content', counted: true },
  { status: 'approved', tab: 'Approved', card: 'Approved', counted: false },
  { status: 'rejected', tab: 'Rejected', card: 'Rejected', counted: false },
];

/** Every status's list, loaded up front so the counts are real figures, not the open tab's size. */
export const everyQueue = { queries: queueStatuses.map(({ status }) => moderationQueueQuery(status)) };

/** A list's length: undefined while it loads, null when it failed. */
export const lengthOf = (result: {
  isError: boolean;
  data: unknown[] | undefined;
}): number | null | undefined => (result.isError ? null : result.data?.length);
