import { z } from 'zod';
import { Id, IsoDateTime } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import type { ConsentRepository } from '../../ports/consent.repository.port.js';

/** One per person who agreed to the Community Guidelines; the id is theirs. */
const ConsentRecord = z.object({ id: Id, acceptedAt: IsoDateTime });
type ConsentRecord = z.infer<typeof ConsentRecord>;

export const consentsCollection: CollectionDefinition<ConsentRecord> = {
  name: 'guidelines_consents',
  schema: ConsentRecord,
};

export function consentRepository(store: DocumentStore): ConsentRepository {
  const consents = store.collection(consentsCollection);
  const acceptedAt = async (userId: string) => (await consents.findById(userId))?.acceptedAt ?? null;
  return {
    acceptedAt,
    async accept(userId, at) {
      try {
        return (await consents.insert({ id: userId, acceptedAt: at })).acceptedAt;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        return (await acceptedAt(userId)) ?? at;
      }
    },
    async erase(userId) {
      await consents.deleteOne({ id: userId });
    },
  };
}
