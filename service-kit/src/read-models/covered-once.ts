import { z } from 'zod';
import { IsoDateTime } from '@heartwise/contracts';
import {
  DuplicateKeyError,
  type CollectionDefinition,
  type DocumentStore,
} from '../ports/document-store.port.js';

const Coverage = z.object({ id: z.literal('all'), since: IsoDateTime });
export type CoverageMarker = z.infer<typeof Coverage>;
const MARKER = 'all';

/** The collection holding a read model's coverage marker (one document, `{ id: 'all', since }`). */
export const coverageCollection = (name: string): CollectionDefinition<CoverageMarker> => ({
  name,
  schema: Coverage,
});

/**
 * A read model kept beside its records (issue 18) must also know the records a store held before
 * the read model existed. The first process to ask on a store without the marker runs `build`
 * (a fresh store has nothing to read, so it is cheap; a store from before is migrated), then writes
 * the marker so no process builds again. Askers in one process share one build; a failed build is
 * tried again on the next ask. Returns the guard to await before reading or changing the read model.
 */
export function coveredOnce(
  store: DocumentStore,
  marker: CollectionDefinition<CoverageMarker>,
  build: () => Promise<void>,
): () => Promise<void> {
  const coverage = store.collection(marker);
  let covered: Promise<void> | null = null;

  async function cover(): Promise<void> {
    if (await coverage.findById(MARKER)) return;
    const since = new Date().toISOString();
    await build();
    try {
      await coverage.insert({ id: MARKER, since });
    } catch (error) {
      // Another process covered the store at the same time: its marker says the same.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  return () => {
    covered ??= cover().catch((error: unknown) => {
      covered = null;
      throw error;
    });
    return covered;
  };
}
