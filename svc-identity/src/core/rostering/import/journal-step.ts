import { z } from 'zod';
import type { RosterStep } from '../roster-steps.js';

const Entity = { active: z.boolean(), sourcedId: z.string(), dateLastModified: z.string().nullable() };

const SchoolState = z.object({ ...Entity, name: z.string(), identifier: z.string().nullable() });
const ClassState = z.object({
  ...Entity,
  title: z.string(),
  classCode: z.string().nullable(),
  schoolSourcedId: z.string(),
});
const PersonState = z.object({
  ...Entity,
  kind: z.enum(['youth', 'staff', 'parent']),
  oneRosterRole: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  schoolSourcedIds: z.array(z.string()),
  grades: z.array(z.string()),
});
const EnrollmentState = z.object({
  ...Entity,
  classSourcedId: z.string(),
  userSourcedId: z.string(),
  role: z.string(),
});

/** The stored shape of each entity's roster state (the planner's `RosterStateOf`). */
export const RosterStateSchemas = {
  school: SchoolState,
  class: ClassState,
  person: PersonState,
  enrollment: EnrollmentState,
} as const;

/**
 * One planned change, as the journal keeps it for the apply: what was stored when it was planned
 * (`previous`, which a rollback restores) and what to store (`next`). Unchanged rows, problems and
 * previews' labels are not journaled: re-importing the same set journals nothing.
 */
export const JournalStep = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('school'),
    sourcedId: z.string(),
    previous: SchoolState.nullable(),
    next: SchoolState.nullable(),
  }),
  z.object({
    type: z.literal('class'),
    sourcedId: z.string(),
    previous: ClassState.nullable(),
    next: ClassState.nullable(),
  }),
  z.object({
    type: z.literal('person'),
    sourcedId: z.string(),
    previous: PersonState.nullable(),
    next: PersonState.nullable(),
  }),
  z.object({
    type: z.literal('enrollment'),
    sourcedId: z.string(),
    previous: EnrollmentState.nullable(),
    next: EnrollmentState.nullable(),
  }),
  /** The district org linked on the first import; `previous` is what was linked before (null). */
  z.object({ type: z.literal('district'), sourcedId: z.string(), previous: z.string().nullable() }),
]);
export type JournalStep = z.infer<typeof JournalStep>;

/** The journal entry of a planned step, or null when it changes nothing. */
export function toJournalStep(step: RosterStep, storedDistrict: string | null): JournalStep | null {
  if (step.type === 'district') {
    return step.action === 'link'
      ? { type: 'district', sourcedId: step.sourcedId, previous: storedDistrict }
      : null;
  }
  if (
    step.type === 'school' ||
    step.type === 'class' ||
    step.type === 'person' ||
    step.type === 'enrollment'
  ) {
    if (step.action === 'unchanged') return null;
    return {
      type: step.type,
      sourcedId: step.sourcedId,
      previous: step.previous,
      next: step.next,
    } as JournalStep;
  }
  return null;
}
