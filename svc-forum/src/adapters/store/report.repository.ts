import { z } from 'zod';
import { ContentType, Id, IsoDateTime, reportReasons } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import type { ReportRecord, ReportRepository } from '../../ports/report.repository.port.js';

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

export function reportRepository(store: DocumentStore): ReportRepository {
  const reports = store.collection(reportsCollection);
  return {
    async add(report, events) {
      try {
        await reports.insert(report, { events });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
    allBy: (userId) => reports.find({ reportedBy: userId }, { sort: { reportedAt: 1, id: 1 } }),
    async eraseBy(userId) {
      await reports.deleteMany({ reportedBy: userId });
    },
  };
}
