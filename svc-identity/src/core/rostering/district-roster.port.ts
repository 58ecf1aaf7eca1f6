import type { RosterEntity, RosterState, RosterStateOf } from './roster-state.port.js';

/** What is stored for one sourcedId: the planner's state and the Heartwise thing it became. */
export interface RosterEntry<E extends RosterEntity> {
  state: RosterStateOf[E];
  /** The account (person) or school id it stands for; null for classes, enrollments, and people without an account. */
  heartwiseId: string | null;
}

/** A student enrolled in a class, with their account (null when the roster made none). */
export interface EnrolledStudent {
  userSourcedId: string;
  userId: string | null;
}

/**
 * One district's roster as the apply keeps it: the planner's `RosterState` plus writes by
 * sourcedId, the district's link and a version that says which import last changed it.
 */
export interface DistrictRoster extends RosterState {
  entries<E extends RosterEntity>(
    entity: E,
    sourcedIds: readonly string[],
  ): Promise<ReadonlyMap<string, RosterEntry<E>>>;
  put<E extends RosterEntity>(entity: E, state: RosterStateOf[E], heartwiseId: string | null): Promise<void>;
  /** `put` for many of one entity at once (rostering's bulk path). */
  putMany<E extends RosterEntity>(
    entity: E,
    items: readonly { state: RosterStateOf[E]; heartwiseId: string | null }[],
  ): Promise<void>;
  remove(entity: RosterEntity, sourcedId: string): Promise<void>;
  linkDistrict(sourcedId: string | null): Promise<void>;
  /**
   * Which apply or rollback last changed the roster (`<importId>:apply`, `<importId>:rollback`), or
   * null before any: a preview is only applied while the roster is still as it was planned against.
   */
  version(): Promise<string | null>;
  setVersion(version: string): Promise<void>;
  /** The active classes of a school, by the school's sourcedId. */
  classesOfSchool(schoolSourcedId: string): Promise<RosterStateOf['class'][]>;
  /** The active students enrolled in a class (for per-class activation codes). */
  studentsInClass(classSourcedId: string): Promise<EnrolledStudent[]>;
}
