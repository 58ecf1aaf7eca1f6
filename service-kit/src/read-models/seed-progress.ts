import { z } from 'zod';
import { IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '../ports/document-store.port.js';

/**
 * How far a bulk seeding got (the bench's district, issue 18), one document per kind read by its
 * id: a seeding run resumes from here instead of counting the collection (a count is a scan on
 * FerretDB v1). The services themselves never read it.
 */
const SeedProgress = z.object({
  id: z.string().min(1),
  /** The items 0 … done − 1 are stored. */
  done: z.number().int().nonnegative(),
  updatedAt: IsoDateTime,
});

export const seedProgressCollection: CollectionDefinition<z.infer<typeof SeedProgress>> = {
  name: 'seed_progress',
  schema: SeedProgress,
};

export function seedProgress(store: DocumentStore, kind: string) {
  const progress = store.collection(seedProgressCollection);
  return {
    done: async (): Promise<number> => (await progress.findById(kind))?.done ?? 0,
    async record(done: number): Promise<void> {
      const updatedAt = new Date().toISOString();
      if (await progress.updateOne({ id: kind }, { set: { done, updatedAt } })) return;
      await progress.insert({ id: kind, done, updatedAt });
    },
  };
}
