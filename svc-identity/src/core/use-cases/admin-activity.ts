import type { AdminActivity, LinkPerson } from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { OrganizationRepository } from '../../ports/organization.repository.port.js';
import type { AuditRecord } from '../../ports/audit-log.port.js';
import type { RosterState } from '../rostering/roster-state.port.js';
import type { OrganizationRecord } from '../organization.record.js';

export interface ActivityDeps {
  users: Pick<UserRepository, 'findById'>;
  organizations: Pick<OrganizationRepository, 'findById'>;
  /** A district's roster as imported, for a class's title; without it, classes read as unnamed. */
  rosterOf?: (organizationId: string) => Pick<RosterState, 'find'>;
}

/** Looks each distinct key up once, all at the same time. */
async function lookUp<T>(keys: Iterable<string>, find: (key: string) => Promise<T>): Promise<Map<string, T>> {
  return new Map(await Promise.all([...new Set(keys)].map(async (key) => [key, await find(key)] as const)));
}

/**
 * Audit entries as the platform admin's feed shows them: people by public fields, districts,
 * schools and classes by name, each looked up now (null once it is gone: the log keeps ids only).
 */
export async function activityFeed(deps: ActivityDeps, entries: AuditRecord[]): Promise<AdminActivity[]> {
  const people = await lookUp(
    entries.flatMap((entry) => [
      entry.actorId,
      ...(entry.subjectId ? [entry.subjectId] : []),
      ...(entry.youthId ? [entry.youthId] : []),
    ]),
    async (id): Promise<LinkPerson | null> => {
      const user = await deps.users.findById(id);
      return user
        ? { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName }
        : null;
    },
  );
  const districts = await lookUp(
    entries.flatMap((entry) => (entry.organizationId ? [entry.organizationId] : [])),
    (id) => deps.organizations.findById(id),
  );
  // A class is a sourcedId within its district's roster.
  const classKey = (entry: AuditRecord) => JSON.stringify([entry.organizationId ?? '', entry.classId ?? '']);
  const classes = await lookUp(
    entries.flatMap((entry) => (entry.organizationId && entry.classId ? [classKey(entry)] : [])),
    async (key) => {
      const [organizationId, classId] = JSON.parse(key) as [string, string];
      const found = await deps.rosterOf?.(organizationId).find('class', [classId]);
      return found?.get(classId)?.title ?? null;
    },
  );
  const person = (id: string | undefined) => (id ? (people.get(id) ?? null) : null);
  return entries.map((entry) => {
    const district = entry.organizationId ? (districts.get(entry.organizationId) ?? null) : undefined;
    return {
      id: entry.id,
      kind: entry.kind,
      at: entry.at,
      by: person(entry.actorId),
      whom: person(entry.subjectId),
      ...(entry.youthId ? { youth: person(entry.youthId) } : {}),
      ...(entry.fromRole ? { fromRole: entry.fromRole } : {}),
      ...(entry.toRole ? { toRole: entry.toRole } : {}),
      ...(district !== undefined
        ? { district: district ? { id: district.id, name: district.name } : null }
        : {}),
      ...(entry.schoolId ? { school: schoolOf(district ?? null, entry.schoolId) } : {}),
      ...(entry.classId ? { rosterClass: classOf(classes.get(classKey(entry)), entry.classId) } : {}),
      ...(entry.count !== undefined ? { count: entry.count } : {}),
      ...(entry.people ? { people: entry.people } : {}),
      ...(entry.settings ? { settings: entry.settings } : {}),
    };
  });
}

/** A school by its name, also once closed (accounts still name it); null once its district is gone. */
function schoolOf(district: OrganizationRecord | null, schoolId: string) {
  const school = district?.schools.find((entry) => entry.id === schoolId);
  return school ? { id: school.id, name: school.name } : null;
}

const classOf = (title: string | null | undefined, classId: string) =>
  title ? { id: classId, title } : null;
