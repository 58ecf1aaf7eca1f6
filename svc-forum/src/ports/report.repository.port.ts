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
   * already reported this item.
   */
  add(report: ReportRecord, events: EventEnvelope[]): Promise<boolean>;
  /** The reports the person made, oldest first. */
  allBy(userId: string): Promise<ReportRecord[]>;
  /** Erases every report the person made. */
  eraseBy(userId: string): Promise<void>;
}
