import type { ContentStatus } from '@heartwise/contracts';

export interface ThreadRecord {
  id: string;
  userId: string;
  title: string;
  content: string;
  tags: string[];
  status: ContentStatus;
  replyCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ThreadRepository {
  /** Newest first; `before` is the createdAt cursor of the last thread already shown. */
  listVisible(options: { before?: string; limit: number }): Promise<ThreadRecord[]>;
  /** Every thread the person started, whatever its status, oldest first (their data export). */
  allBy(userId: string): Promise<ThreadRecord[]>;
}
