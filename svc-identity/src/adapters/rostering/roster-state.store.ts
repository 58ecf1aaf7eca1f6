import { z } from 'zod';
import type { DocumentStore } from '@heartwise/service-kit';
import type {
  DistrictRoster,
  EnrolledStudent,
  RosterEntry,
} from '../../core/rostering/district-roster.port.js';
import type { RosterEntity, RosterStateOf } from '../../core/rostering/roster-state.port.js';
import { RosterStateSchemas } from '../../core/rostering/import/journal-step.js';

/** `find` and `entries` read this many ids at once: the store reads up to 100 by `_id` alone. */
const BY_ID_BATCH = 100;
/** `activeSourcedIds` pages through the district's active ids this many at a time. */
const ACTIVE_PAGE = 1_000;

/**
 * One school, class, person or enrollment of a district's roster, keyed by district, entity and
 * sourcedId, so the planner's look-ups are reads by `_id`. The fields beside `state` are there
 * for the few queries that are not by id (who is active, a school's classes, a class's students).
 */
const RosterDoc = z.object({
  id: z.string(),
  organizationId: z.string(),
  entity: z.enum(['school', 'class', 'person', 'enrollment']),
  sourcedId: z.string(),
  active: z.boolean(),
  /** The planner's state of it, parsed by the entity's schema when read. */
  state: z.record(z.string(), z.unknown()),
  heartwiseId: z.string().nullable(),
  schoolSourcedId: z.string().nullable(),
  classSourcedId: z.string().nullable(),
  role: z.string().nullable(),
});
type RosterDoc = z.infer<typeof RosterDoc>;

/** Per district: the OneRoster district it is linked to and which import last changed it. */
const RosterDistrictDoc = z.object({
  id: z.string(),
  districtSourcedId: z.string().nullable(),
  version: z.string().nullable(),
});
type RosterDistrictDoc = z.infer<typeof RosterDistrictDoc>;

const docId = (organizationId: string, entity: RosterEntity, sourcedId: string) =>
  `${organizationId}:${entity}:${sourcedId}`;

function toDoc<E extends RosterEntity>(
  organizationId: string,
  entity: E,
  state: RosterStateOf[E],
  heartwiseId: string | null,
): RosterDoc {
  return {
    id: docId(organizationId, entity, state.sourcedId),
    organizationId,
    entity,
    sourcedId: state.sourcedId,
    active: state.active,
    state: { ...state },
    heartwiseId,
    schoolSourcedId: 'schoolSourcedId' in state ? state.schoolSourcedId : null,
    classSourcedId: 'classSourcedId' in state ? state.classSourcedId : null,
    role: 'role' in state ? state.role : null,
  };
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Every district's roster on the service-kit document store (FerretDB or MongoDB in the stack, memory embedded). */
export function rosterStateStore(store: DocumentStore): (organizationId: string) => DistrictRoster {
  const docs = store.collection<RosterDoc>({
    name: 'roster_state',
    schema: RosterDoc,
    indexes: [
      { fields: { organizationId: 1, entity: 1, active: 1, id: 1 } },
      { fields: { organizationId: 1, entity: 1, schoolSourcedId: 1 } },
      { fields: { organizationId: 1, entity: 1, classSourcedId: 1 } },
    ],
  });
  const districts = store.collection<RosterDistrictDoc>({
    name: 'roster_districts',
    schema: RosterDistrictDoc,
  });

  return (organizationId) => {
    const meta = async () =>
      (await districts.findById(organizationId)) ?? {
        id: organizationId,
        districtSourcedId: null,
        version: null,
      };
    const saveMeta = async (changes: Partial<RosterDistrictDoc>) => {
      const current = await meta();
      const updated = await districts.updateOne({ id: organizationId }, { set: changes });
      if (!updated) await districts.insert({ ...current, ...changes });
    };

    async function entries<E extends RosterEntity>(entity: E, sourcedIds: readonly string[]) {
      const found = new Map<string, RosterEntry<E>>();
      const schema = RosterStateSchemas[entity] as unknown as z.ZodType<RosterStateOf[E]>;
      for (const ids of batches([...new Set(sourcedIds)], BY_ID_BATCH)) {
        const stored = await docs.find({ id: { $in: ids.map((id) => docId(organizationId, entity, id)) } });
        for (const doc of stored) {
          found.set(doc.sourcedId, { state: schema.parse(doc.state), heartwiseId: doc.heartwiseId });
        }
      }
      return found;
    }

    const roster: DistrictRoster = {
      districtSourcedId: async () => (await meta()).districtSourcedId,
      async find(entity, sourcedIds) {
        const found = await entries(entity, sourcedIds);
        return new Map([...found].map(([id, entry]) => [id, entry.state]));
      },
      entries,
      async *activeSourcedIds(entity) {
        let after = '';
        for (;;) {
          const page = await docs.find(
            { organizationId, entity, active: true, id: { $gt: after } },
            { sort: { id: 1 }, limit: ACTIVE_PAGE },
          );
          for (const doc of page) yield doc.sourcedId;
          const last = page.at(-1);
          if (!last || page.length < ACTIVE_PAGE) return;
          after = last.id;
        }
      },
      async put(entity, state, heartwiseId) {
        const doc = toDoc(organizationId, entity, state, heartwiseId);
        const { id, ...rest } = doc;
        const updated = await docs.updateOne({ id }, { set: rest });
        if (!updated) await docs.insert(doc);
      },
      async putMany(entity, items) {
        // Inserted in one call; one already there (an earlier run of the same step) is updated.
        const written = items.map(({ state, heartwiseId }) =>
          toDoc(organizationId, entity, state, heartwiseId),
        );
        const { refused } = await docs.insertMany(written.map((doc) => ({ doc })));
        for (const index of refused) {
          const { id, ...rest } = written[index] as RosterDoc;
          await docs.updateOne({ id }, { set: rest });
        }
      },
      async remove(entity, sourcedId) {
        await docs.deleteOne({ id: docId(organizationId, entity, sourcedId) });
      },
      linkDistrict: (sourcedId) => saveMeta({ districtSourcedId: sourcedId }),
      version: async () => (await meta()).version,
      setVersion: (version) => saveMeta({ version }),
      async classesOfSchool(schoolSourcedId) {
        const found = await docs.find({ organizationId, entity: 'class', schoolSourcedId, active: true });
        return found.map((doc) => RosterStateSchemas.class.parse(doc.state));
      },
      async studentsInClass(classSourcedId): Promise<EnrolledStudent[]> {
        const enrolled = await docs.find({
          organizationId,
          entity: 'enrollment',
          classSourcedId,
          active: true,
          role: 'student',
        });
        const people = await entries(
          'person',
          enrolled.map((doc) => RosterStateSchemas.enrollment.parse(doc.state).userSourcedId),
        );
        return [...people.values()]
          .filter((person) => person.state.active)
          .map((person) => ({ userSourcedId: person.state.sourcedId, userId: person.heartwiseId }));
      },
    };
    return roster;
  };
}
