import { z } from 'zod';
import { ContentType, Id, IsoDateTime, reportReasons } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import type { ReportRecord, ReportRepository } from '../../ports/report.repository.port.js';
import { memberDocuments } from './member-document.js';

const ReportRecordSchema = z.object({
  id: Id,
  contentType: ContentType,
  contentId: Id,
  threadId: Id,
  reportedBy: Id,
  reason: z.enum(reportReasons),
  reportedAt: IsoDateTime,
});

export const reportsCollection: CollectionDefinition<ReportRecord> = {
  name: 'reports',
  schema: ReportRecordSchema,
  // One report per member and item, kept by the store even when two arrive at once.
  indexes: [{ fields: { reportedBy: 1, contentId: 1 }, unique: true }],
};

/** What each member reported, by their id: every thread and reply shows "Reported" without a scan. */
const ReportedIndex = z.object({
  /** The member's id. */
  id: Id,
  version: z.number().int().nonnegative(),
  contentIds: z.array(Id),
});
type ReportedIndex = z.infer<typeof ReportedIndex>;

export const reportedIndexCollection: CollectionDefinition<ReportedIndex> = {
  name: 'member_reports',
  schema: ReportedIndex,
};

export function reportRepository(store: DocumentStore): ReportRepository {
  const reports = store.collection(reportsCollection);
  const reported = memberDocuments<ReportedIndex, string[]>(store.collection(reportedIndexCollection), {
    toValue: (doc) => doc?.contentIds ?? [],
    toDoc: (id, contentIds, version) => ({ id, version, contentIds }),
  });
  /** The report is the truth; the index follows it (again on a repeat, should a write have failed). */
  const remember = (report: ReportRecord) =>
    reported.update(report.reportedBy, (contentIds) =>
      contentIds.includes(report.contentId) ? null : [...contentIds, report.contentId],
    );

  return {
    async add(report, events) {
      let added = true;
      try {
        await reports.insert(report, { events });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        added = false;
      }
      await remember(report);
      return added;
    },
    reportedBy: async (userId) => new Set(await reported.read(userId)),
    allBy: (userId) => reports.find({ reportedBy: userId }, { sort: { reportedAt: 1, id: 1 } }),
    async eraseBy(userId) {
      await reports.deleteMany({ reportedBy: userId });
      await reported.erase(userId);
    },
  };
}
