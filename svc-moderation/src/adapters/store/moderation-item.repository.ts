import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import { ModerationItemRecord } from '../../core/moderation-item.js';
import type { ModerationItemRepository } from '../../ports/moderation-item.repository.port.js';

export const moderationItemsCollection: CollectionDefinition<ModerationItemRecord> = {
  name: 'moderation_items',
  schema: ModerationItemRecord,
  indexes: [
    { fields: { contentType: 1, contentId: 1 }, unique: true },
    { fields: { status: 1, priority: 1, createdAt: -1 } },
    { fields: { reviewedAt: -1 } },
    { fields: { updatedAt: 1 } },
    // A district's queue and figures (issue 16).
    { fields: { organizationId: 1, status: 1, priority: 1, createdAt: -1 } },
    { fields: { organizationId: 1, updatedAt: 1 } },
  ],
};

/** The filter that limits a query to one district, or nothing for every item. */
const district = (organizationId: string | undefined): { organizationId?: string } =>
  organizationId === undefined ? {} : { organizationId };

export function moderationItemRepository(store: DocumentStore): ModerationItemRepository {
  const items = store.collection(moderationItemsCollection);
  return {
    findById: (id) => items.findById(id),
    findByContent: (contentType, contentId) => items.findOne({ contentType, contentId }),
    async add(item) {
      try {
        await items.insert(item);
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
    replaceIfUnchanged: (next, revision, events = []) =>
      // Absent optional fields are set as undefined, which both stores treat as removing them.
      items.updateOne({ id: next.id, revision }, { set: next }, { events }),
    // 'high' sorts before 'medium', so ascending priority puts high first.
    listByStatus: (status, limit, organizationId) =>
      items.find({ status, ...district(organizationId) }, { sort: { priority: 1, createdAt: -1 }, limit }),
    countByStatus: (status, organizationId) => items.count({ status, ...district(organizationId) }),
    countReviewed: (organizationId) =>
      items.count({ reviewedAt: { $exists: true }, ...district(organizationId) }),
    changedSince: (since, organizationId) =>
      items.find({ updatedAt: { $gte: since }, ...district(organizationId) }),
    latestReviewed: (limit, organizationId) =>
      items.find(
        { reviewedAt: { $exists: true }, ...district(organizationId) },
        { sort: { reviewedAt: -1, id: 1 }, limit },
      ),
    pendingItems: (organizationId) => items.find({ status: 'pending', ...district(organizationId) }),
    openInDistrict: (organizationId) =>
      items.find({ organizationId, status: { $in: ['pending', 'flagged'] } }),
  };
}
