import { z } from 'zod';
import { Id, IsoDateTime, UserProfile } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import type { AuthorRepository } from '../../ports/author.repository.port.js';

/** A person as the forum keeps them; `asOf` is when identity stated this profile (absent on older rows). */
const AuthorDoc = UserProfile.extend({ id: Id, asOf: IsoDateTime.optional() });
type AuthorDoc = z.infer<typeof AuthorDoc>;

/** Someone who deleted their account: only the id and when, so no late event brings their name back. */
const DepartedAuthor = z.object({ id: Id, departedAt: IsoDateTime });
type DepartedAuthor = z.infer<typeof DepartedAuthor>;

export const authorsCollection: CollectionDefinition<AuthorDoc> = { name: 'authors', schema: AuthorDoc };

export function authorRepository(store: DocumentStore): AuthorRepository {
  const authors = store.collection(authorsCollection);
  const departed = store.collection<DepartedAuthor>({ name: 'departed_authors', schema: DepartedAuthor });

  /** Writes the profile over an older (or undated) one; false when there is none, or a newer one. */
  const overwriteOlder = async (doc: AuthorDoc & { asOf: string }): Promise<boolean> =>
    (await authors.updateOne({ id: doc.id, asOf: { $lt: doc.asOf } }, { set: doc })) !== null ||
    (await authors.updateOne({ id: doc.id, asOf: { $exists: false } }, { set: doc })) !== null;

  return {
    async remember(profile, asOf) {
      if (await departed.findById(profile.userId)) return;
      const doc = { ...profile, id: profile.userId, asOf };
      if (!(await overwriteOlder(doc))) {
        try {
          await authors.insert(doc);
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          // Someone else inserted first (another topic's event): ours still wins if it is newer.
          await overwriteOlder(doc);
        }
      }
      // A departure written while we were writing wins: check again after our write.
      if (await departed.findById(profile.userId)) await authors.deleteOne({ id: profile.userId });
    },
    async forget(userId, at) {
      // The marker first, then the profile: `remember` checks the marker after its own write.
      try {
        await departed.insert({ id: userId, departedAt: at });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      await authors.deleteOne({ id: userId });
    },
    async byIds(ids) {
      const found = ids.length ? await authors.find({ id: { $in: [...new Set(ids)] } }) : [];
      return new Map(found.map(({ id: _id, asOf: _asOf, ...profile }) => [profile.userId, profile]));
    },
  };
}
