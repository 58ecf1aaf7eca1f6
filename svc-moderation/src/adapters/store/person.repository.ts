import { z } from 'zod';
import { Id, IsoDateTime } from '@heartwise/contracts';
import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import type { PersonRepository } from '../../ports/person.repository.port.js';

/** A person as moderation keeps them; `asOf` is when identity stated this profile. */
const PersonDoc = z.object({
  id: Id,
  userId: Id,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  asOf: IsoDateTime,
});
type PersonDoc = z.infer<typeof PersonDoc>;

/** Someone who deleted their account: only the id and when, so no late event brings their name back. */
const DepartedPerson = z.object({ id: Id, departedAt: IsoDateTime });
type DepartedPerson = z.infer<typeof DepartedPerson>;

export function personRepository(store: DocumentStore): PersonRepository {
  const people = store.collection<PersonDoc>({ name: 'people', schema: PersonDoc });
  const departed = store.collection<DepartedPerson>({ name: 'departed_people', schema: DepartedPerson });

  /** Writes the profile over an older one; false when there is none, or a newer one. */
  const overwriteOlder = async (doc: PersonDoc): Promise<boolean> =>
    (await people.updateOne({ id: doc.id, asOf: { $lt: doc.asOf } }, { set: doc })) !== null;

  return {
    async remember(person, asOf) {
      if (await departed.findById(person.userId)) return;
      const doc: PersonDoc = {
        id: person.userId,
        userId: person.userId,
        username: person.username,
        firstName: person.firstName,
        lastName: person.lastName,
        asOf,
      };
      if (!(await overwriteOlder(doc))) {
        try {
          await people.insert(doc);
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          // Another topic's event inserted first: ours still wins if it is newer.
          await overwriteOlder(doc);
        }
      }
      // A departure written while we were writing wins: check again after our write.
      if (await departed.findById(person.userId)) await people.deleteOne({ id: person.userId });
    },
    async forget(userId, at) {
      // The marker first, then the profile: `remember` checks the marker after its own write.
      try {
        await departed.insert({ id: userId, departedAt: at });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      await people.deleteOne({ id: userId });
    },
    hasLeft: async (userId) => (await departed.findById(userId)) !== null,
    async byIds(ids) {
      const found = ids.length ? await people.find({ id: { $in: [...new Set(ids)] } }) : [];
      return new Map(
        found.map(({ userId, username, firstName, lastName }) => [
          userId,
          { userId, username, firstName, lastName },
        ]),
      );
    },
  };
}
