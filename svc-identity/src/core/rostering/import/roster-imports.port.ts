import type { RosterImportRecord } from './roster-import.record.js';
import type { JournalStep } from './journal-step.js';

/** Journal chunks hold this many steps: one write per chunk while planning, one read per chunk applying. */
export const JOURNAL_CHUNK = 500;

/** A district's imports and each one's journal of planned steps, kept in chunks by sequence. */
export interface RosterImports {
  create(record: RosterImportRecord): Promise<void>;
  find(id: string): Promise<RosterImportRecord | null>;
  /** The district's imports, newest first. */
  list(organizationId: string): Promise<RosterImportRecord[]>;
  /** Applies `changes` only while the import's status is `expected`; null when it is not. */
  update(
    id: string,
    expected: RosterImportRecord['status'],
    changes: Partial<RosterImportRecord>,
  ): Promise<RosterImportRecord | null>;
  /** Chunk `index` of the import's journal (each up to JOURNAL_CHUNK steps, in order). */
  writeChunk(importId: string, index: number, steps: readonly JournalStep[]): Promise<void>;
  readChunk(importId: string, index: number): Promise<JournalStep[]>;
  /** Forgets the journal (a discarded or superseded preview). */
  dropJournal(importId: string, chunks: number): Promise<void>;
}
