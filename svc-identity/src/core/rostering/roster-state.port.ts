import type { RosterKind } from './heartwise-roles.js';

/**
 * What the last import left, per OneRoster sourcedId, within one district: the fields the planner
 * compares, the row's `dateLastModified` and whether it is active. An apply step stores a planned
 * step's `next` as it is, so importing the same set again finds nothing to do.
 */
export interface RosterEntityState {
  sourcedId: string;
  active: boolean;
  dateLastModified: string | null;
}

export interface RosterSchoolState extends RosterEntityState {
  name: string;
  identifier: string | null;
}

export interface RosterClassState extends RosterEntityState {
  title: string;
  classCode: string | null;
  schoolSourcedId: string;
}

export interface RosterPersonState extends RosterEntityState {
  kind: RosterKind;
  /** The OneRoster role it came from (teacher, counselor…): staff's Heartwise role is decided from it. */
  oneRosterRole: string;
  /** The preferred given name when the roster has one. */
  firstName: string;
  lastName: string;
  email: string | null;
  /** The student information system's username; not the Heartwise one. */
  username: string | null;
  /** Youth: exactly one. Staff and parents: their schools, none for district-wide staff. Sorted. */
  schoolSourcedIds: string[];
  grades: string[];
}

export interface RosterEnrollmentState extends RosterEntityState {
  classSourcedId: string;
  userSourcedId: string;
  role: string;
}

export interface RosterStateOf {
  school: RosterSchoolState;
  class: RosterClassState;
  person: RosterPersonState;
  enrollment: RosterEnrollmentState;
}
export type RosterEntity = keyof RosterStateOf;

/** The district's roster as stored, looked up by sourcedId. Bound to one district by whoever makes it. */
export interface RosterState {
  /** The sourcedId of the district org of its first import; null until then. */
  districtSourcedId(): Promise<string | null>;
  /** Those of `sourcedIds` that were ever imported (active or not). Called with batches of ids. */
  find<E extends RosterEntity>(
    entity: E,
    sourcedIds: readonly string[],
  ): Promise<ReadonlyMap<string, RosterStateOf[E]>>;
  /** Every active school or person, for bulk files, where whoever is missing is deactivated. */
  activeSourcedIds(entity: 'school' | 'person'): AsyncIterable<string>;
}
