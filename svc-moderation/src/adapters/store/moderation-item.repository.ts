import { z } from 'zod';
import { IsoDateTime, ModerationItem } from '@heartwise/contracts';
import type { DocumentStore } from '@heartwise/service-kit';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';

const Schema = ModerationItem.extend({ contentId: z.uuid(), updatedAt: IsoDateTime });

export function moderationItemRepository(store: DocumentStore): ModerationItemRepository {
  const items = store.collection<ModerationItemRecord>({
    name: 'moderation_items',
    schema: Schema,
    indexes: [{ fields: { contentId: 1 }, unique: true }, { fields: { status: 1, createdAt: -1 } }],
  });
  return {
    listByStatus: (status) => items.find({ status }, { sort: { createdAt: -1 }, limit: 500 }),
  };
}
