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
  ],
};

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
    listByStatus: (status, limit) => items.find({ status }, { sort: { priority: 1, createdAt: -1 }, limit }),
    countByStatus: (status) => items.count({ status }),
    countReviewed: () => items.count({ reviewedAt: { $exists: true } }),
    changedSince: (since) => items.find({ updatedAt: { $gte: since } }),
    latestReviewed: (limit) =>
      items.find({ reviewedAt: { $exists: true } }, { sort: { reviewedAt: -1, id: 1 }, limit }),
  };
}
