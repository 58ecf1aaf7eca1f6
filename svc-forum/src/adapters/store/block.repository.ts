import { z } from 'zod';
import { Id, IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { BlockRepository, MemberBlocks } from '../../ports/block.repository.port.js';
import { memberDocuments } from './member-document.js';

const BlockEntry = z.object({ id: Id, memberId: Id, blockedAt: IsoDateTime });

const BlocksRecord = z.object({
  /** The member's id. */
  id: Id,
  version: z.number().int().nonnegative(),
  blocking: z.array(BlockEntry),
  blockedBy: z.array(BlockEntry),
});
type BlocksRecord = z.infer<typeof BlocksRecord>;

export const blocksCollection: CollectionDefinition<BlocksRecord> = {
  name: 'member_blocks',
  schema: BlocksRecord,
};

export function blockRepository(store: DocumentStore): BlockRepository {
  const documents = memberDocuments<BlocksRecord, MemberBlocks>(store.collection(blocksCollection), {
    toValue: (doc) => ({ blocking: doc?.blocking ?? [], blockedBy: doc?.blockedBy ?? [] }),
    toDoc: (id, blocks, version) => ({ id, version, ...blocks }),
  });
  return { of: documents.read, update: documents.update, erase: documents.erase };
}
