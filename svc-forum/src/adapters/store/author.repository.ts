import { UserProfile } from '@heartwise/contracts';
import type { DocumentStore } from '@heartwise/service-kit';
import type { AuthorRepository } from '../../ports/author.repository.port.js';

type AuthorDoc = UserProfile & { id: string };

export function authorRepository(store: DocumentStore): AuthorRepository {
  const authors = store.collection<AuthorDoc>({
    name: 'authors',
    schema: UserProfile.extend({ id: UserProfile.shape.userId }),
  });
  return {
    async upsert(profile) {
      const updated = await authors.updateOne({ id: profile.userId }, { set: profile });
      if (!updated)
        await authors.insert({ ...profile, id: profile.userId }).catch(async () => {
          // A concurrent insert won the race: apply ours as an update.
          await authors.updateOne({ id: profile.userId }, { set: profile });
        });
    },
    async byIds(ids) {
      const found = ids.length ? await authors.find({ id: { $in: [...new Set(ids)] } }) : [];
      return new Map(found.map(({ id: _id, ...profile }) => [profile.userId, profile]));
    },
  };
}
