import type { ContentType, EventEnvelope, ReportRequest } from '@heartwise/contracts';

export interface ReportRecord {
  id: string;
  contentType: ContentType;
  contentId: string;
  threadId: string;
  reportedBy: string;
  reason: ReportRequest['reason'];
  reportedAt: string;
}

export interface ReportRepository {
  /**
   * Stores the report with its event in one write; false (and nothing written) when this member
   * already reported this item. Either way the item counts as reported by them from now on.
   */
  add(report: ReportRecord, events: EventEnvelope[]): Promise<boolean>;
  /** The ids of every thread and reply the person reported (read by the person's id). */
  reportedBy(userId: string): Promise<ReadonlySet<string>>;
  /** The reports the person made, oldest first. */
  allBy(userId: string): Promise<ReportRecord[]>;
  /** Erases every report the person made. */
  eraseBy(userId: string): Promise<void>;
}
