import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { PersonalData } from '../../ports/personal-data.port.js';
import { habitsCollection } from './habit.repository.js';

/** A collection whose every document belongs to one person, named by its `userId`. */
type UserOwned = CollectionDefinition<{ id: string; userId: string }>;

/**
 * Every collection of svc-wellness that holds a person's own records. A new one (kindness checks,
 * practice completions, check-ins, emotion sessions) joins this list, and erasing an account
 * reaches it with no other change.
 */
export const userOwnedCollections: readonly UserOwned[] = [habitsCollection];

export function personalData(store: DocumentStore): PersonalData {
  return {
    async eraseAllOf(userId) {
      let erased = 0;
      for (const definition of userOwnedCollections) {
        erased += await store.collection(definition).deleteMany({ userId });
      }
      return erased;
    },
  };
}
