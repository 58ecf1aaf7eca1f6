import type { ModerationItemRecord } from '../moderation-item.js';
import { screeningReason } from '../moderation-item.js';

/** One report as the staff figures count it: when it was made, and why. */
export interface ReportMade {
  at: string;
  reason: string;
  by: 'member' | 'screening';
}

/**
 * The reports an item holds (issue 19, staffFigureText.reportsThisWeek): each member's report, and
 * the safety screening that held it, with the screening's reason as the queue shows it. The
 * "Reports" total and "Common Flags" both count exactly these, so they always agree.
 */
export function reportsMade(item: Pick<ModerationItemRecord, 'reports' | 'screening'>): ReportMade[] {
  const members = item.reports.map((report) => ({
    at: report.reportedAt,
    reason: report.reason,
    by: 'member' as const,
  }));
  const screening = item.screening
    ? [
        {
          at: item.screening.screenedAt,
          reason: screeningReason[item.screening.outcome],
          by: 'screening' as const,
        },
      ]
    : [];
  return [...members, ...screening];
}
