import { z } from 'zod';
import type { DocumentStore } from '@heartwise/service-kit';
import { JournalStep } from '../../core/rostering/import/journal-step.js';
import { RosterImportRecord } from '../../core/rostering/import/roster-import.record.js';
import type { RosterImports } from '../../core/rostering/import/roster-imports.port.js';

/** A chunk of an import's journal: its steps in order, keyed by import and chunk number. */
const JournalChunk = z.object({
  id: z.string(),
  importId: z.string(),
  index: z.number().int().nonnegative(),
  steps: z.array(JournalStep),
});
type JournalChunk = z.infer<typeof JournalChunk>;

/** Chunk ids sort in order: import id, then the number padded. */
const chunkId = (importId: string, index: number) => `${importId}:${String(index).padStart(6, '0')}`;

/** Imports and their journals on the service-kit document store, each read by `_id`. */
export function rosterImportsStore(store: DocumentStore): RosterImports {
  const imports = store.collection<RosterImportRecord>({
    name: 'roster_imports',
    schema: RosterImportRecord,
    indexes: [{ fields: { organizationId: 1, createdAt: -1 } }],
  });
  const journal = store.collection<JournalChunk>({ name: 'roster_import_steps', schema: JournalChunk });

  return {
    async create(record) {
      await imports.insert(record);
    },
    find: (id) => imports.findById(id),
    list: (organizationId) => imports.find({ organizationId }, { sort: { createdAt: -1 } }),
    update: (id, expected, changes) => imports.updateOne({ id, status: expected }, { set: changes }),
    async writeChunk(importId, index, steps) {
      await journal.insert({ id: chunkId(importId, index), importId, index, steps: [...steps] });
    },
    async readChunk(importId, index) {
      return (await journal.findById(chunkId(importId, index)))?.steps ?? [];
    },
    async dropJournal(importId, chunks) {
      for (let index = 0; index < chunks; index += 1)
        await journal.deleteOne({ id: chunkId(importId, index) });
    },
  };
}
