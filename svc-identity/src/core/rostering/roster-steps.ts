import type { RosterFileName, RosterProblem } from './roster-set.port.js';
import type { RosterEntity, RosterStateOf } from './roster-state.port.js';

/** What an import does to one school, class, person or enrollment. */
export type RosterAction = 'create' | 'change' | 'deactivate' | 'unchanged';

/**
 * bulk: the file is the whole truth, so who is missing is deactivated. delta: only its rows count.
 * unstated (no manifest, or it doesn't say): read as bulk without deactivating anyone missing, so a
 * partial export can never deactivate a whole school.
 */
export type FileMode = 'bulk' | 'delta' | 'unstated';

export interface RosterEntityStep<E extends RosterEntity> {
  type: E;
  action: RosterAction;
  sourcedId: string;
  /** What was stored; null when it is new. */
  previous: RosterStateOf[E] | null;
  /** What to store (create, change, deactivate); for unchanged, what stays (null when nothing is stored). */
  next: RosterStateOf[E] | null;
  /** The fields that differ (`active` among them for deactivations and reactivations). */
  changed: string[];
  /** "Ana Silva", "Lincoln Elementary": for the preview. */
  label: string;
  /** "student at Lincoln Elementary". */
  detail: string | null;
  /** The row it came from; null when deactivated for being missing from a bulk file. */
  at: { file: RosterFileName; line: number } | null;
}

export type RosterStep =
  | { [E in RosterEntity]: RosterEntityStep<E> }[RosterEntity]
  /** The district org of the set: linked to the Heartwise district on its first import. */
  | { type: 'district'; action: 'link' | 'unchanged'; sourcedId: string; name: string; line: number }
  /** An org that is neither the district nor a school (department, state…): Heartwise keeps no such thing. */
  | { type: 'ignored-org'; sourcedId: string; name: string; orgType: string; line: number }
  /** A file has been read to its end. */
  | { type: 'file'; file: RosterFileName; mode: FileMode; rows: number }
  /** A row or a file that is skipped; the rest goes ahead. */
  | { type: 'problem'; problem: RosterProblem }
  /** The set can't be applied until this is fixed. */
  | { type: 'blocked'; problem: RosterProblem };

export type RosterEntityStepOf = Extract<RosterStep, { type: RosterEntity }>;
