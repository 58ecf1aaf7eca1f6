import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { PersonalData } from '../../ports/personal-data.port.js';
import { habitsCollection } from './habit.repository.js';
import { kindnessCollection } from './kindness.repository.js';
import { practiceCollection } from './practice.repository.js';
import { checkInsCollection } from './check-in.repository.js';
import { sessionsCollection } from './emotion-session.repository.js';
import { accountRecentCollection } from './read-models/account-recent.js';
import { accountDayCollection } from './read-models/account-day.js';
import { insightFiguresCollection } from './read-models/insight-figures.js';

/** A collection whose every document belongs to one person, named by its `userId`. */
type UserOwned = CollectionDefinition<{ id: string; userId: string }>;

/**
 * Every collection of svc-wellness that holds a person's own records. A new one joins this list,
 * and erasing an account reaches it with no other change. (The family projection is not one
 * person's: its part of an erasure is FamilyDirectory.forget.)
 */
export const userOwnedCollections: readonly UserOwned[] = [
  habitsCollection,
  kindnessCollection,
  practiceCollection,
  checkInsCollection,
  sessionsCollection,
];

/**
 * The read models summarising those records (issue 18): erased with them, not counted as records.
 * The account's recent document and its insight figures are keyed by the account's id, its days by
 * `${userId}:${date}`.
 */
export const userOwnedReadModels: readonly UserOwned[] = [
  accountRecentCollection,
  accountDayCollection,
  insightFiguresCollection,
];

export function personalData(store: DocumentStore): PersonalData {
  return {
    async eraseAllOf(userId) {
      let erased = 0;
      for (const definition of userOwnedCollections) {
        erased += await store.collection(definition).deleteMany({ userId });
      }
      // After the records: a write racing the erasure may rebuild a read model, never a record.
      for (const definition of userOwnedReadModels) await store.collection(definition).deleteMany({ userId });
      return erased;
    },
  };
}
