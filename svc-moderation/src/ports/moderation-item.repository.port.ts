import type { ModerationItem, ModerationStatus } from '@heartwise/contracts';

/** A queue item as stored: the SPEC read shape plus what the service needs to act on it. */
export type ModerationItemRecord = ModerationItem & {
  contentId: string;
  updatedAt: string;
};

export interface ModerationItemRepository {
  listByStatus(status: ModerationStatus): Promise<ModerationItemRecord[]>;
}
