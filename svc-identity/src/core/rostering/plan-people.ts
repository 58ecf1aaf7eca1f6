import { kindOfRole, roleNotUsed, type RosterKind } from './heartwise-roles.js';
import type { UserRecord } from './oneroster-records.js';
import { PersonRolesIndex, placeProblem, schoolOf, type RolesEntry } from './person-roles.js';
import {
  blockedStep,
  fileStep,
  problemStep,
  refusedRowStep,
  rowBatches,
  lookUp,
  sourcedIdsOf,
  type PlanContext,
} from './plan-context.js';
import { decideDeletion, decideUpsert } from './roster-diff.js';
import type { RosterRow } from './roster-set.port.js';
import type { RosterPersonState } from './roster-state.port.js';
import type { RosterStep } from './roster-steps.js';
import { deactivateMissing } from './deactivate-missing.js';

const ROLES = 'roles.csv';
const USERS = 'users.csv';

/** roles.csv (1.2), before users.csv: each person's roles, held until their row takes them. */
async function* readRoles(ctx: PlanContext, roles: PersonRolesIndex): AsyncGenerator<RosterStep> {
  let rows = 0;
  for await (const batch of rowBatches(ctx, ROLES)) {
    rows += batch.length;
    await ctx.directory.prefetch(
      batch.flatMap((row) => (row.kind === 'record' ? [row.record.orgSourcedId] : [])),
    );
    for (const row of batch) {
      const refused = refusedRowStep(ctx, ROLES, row);
      if (refused) {
        yield refused;
        continue;
      }
      // A role's deletion changes nothing by itself: the person's users.csv row says whether they stay.
      if (row.kind !== 'record') continue;
      const problem = roles.add(row.record, row.line);
      if (problem !== null) yield problemStep(ROLES, row.line, problem);
    }
    if (ctx.blocked) return;
  }
  yield fileStep(ctx, ROLES, rows);
}

type PersonOutcome =
  { state: RosterPersonState; detail: string } | { problem: string } | { quietlySkipped: true };

/** Turns a users.csv row and its roles into the person to store. */
function personOf(
  ctx: PlanContext,
  user: UserRecord,
  entry: RolesEntry | undefined,
  hasRolesFile: boolean,
): PersonOutcome {
  const { directory } = ctx;
  let kind: RosterKind;
  let role: string;
  let schools: string[];
  let primarySchool: string | null = null;
  if (user.inlineRole !== null) {
    const inlineKind = kindOfRole(user.inlineRole.role);
    if (inlineKind === null) return { problem: roleNotUsed(user.inlineRole.role) };
    [kind, role, schools] = [inlineKind, user.inlineRole.role, []];
    for (const orgId of user.inlineRole.orgSourcedIds) {
      const place = directory.resolve(orgId);
      const problem = placeProblem('orgSourcedIds', orgId, place);
      if (problem !== null) return { problem };
      const school = schoolOf(place);
      if (school !== null && !schools.includes(school)) schools.push(school);
    }
  } else if (entry !== undefined && 'kind' in entry) {
    [kind, role, schools, primarySchool] = [entry.kind, entry.role, [...entry.schools], entry.primarySchool];
  } else if (entry !== undefined) {
    return { quietlySkipped: true };
  } else {
    return { problem: hasRolesFile ? 'This person has no role in roles.csv' : 'role is empty' };
  }
  if (user.primaryOrgSourcedId !== null) {
    const place = directory.resolve(user.primaryOrgSourcedId);
    const problem = placeProblem('primaryOrgSourcedId', user.primaryOrgSourcedId, place);
    if (problem !== null) return { problem };
    primarySchool = schoolOf(place) ?? primarySchool;
  }
  const school = primarySchool ?? schools[0] ?? null;
  if (kind === 'youth' && school === null) {
    return {
      problem: `This student has no school: ${user.inlineRole ? 'orgSourcedIds' : 'roles.csv'} names none`,
    };
  }
  const schoolSourcedIds = kind === 'youth' ? [school as string] : [...new Set(schools)].sort();
  const names = schoolSourcedIds.map((id) => directory.nameOf(id)).join(', ');
  return {
    detail: names === '' ? `${role}, district-wide` : `${role} at ${names}`,
    state: {
      sourcedId: user.sourcedId,
      active: user.status === 'active' && user.enabledUser,
      dateLastModified: user.dateLastModified,
      kind,
      oneRosterRole: role,
      firstName: user.preferredGivenName ?? user.givenName,
      lastName: user.preferredFamilyName ?? user.familyName,
      email: user.email,
      username: user.username,
      schoolSourcedIds,
      grades: kind === 'youth' ? user.grades : [],
    },
  };
}

function orgIdsOf(rows: readonly RosterRow<UserRecord>[]): string[] {
  return rows.flatMap((row) =>
    row.kind === 'record'
      ? [
          ...(row.record.inlineRole?.orgSourcedIds ?? []),
          ...(row.record.primaryOrgSourcedId ? [row.record.primaryOrgSourcedId] : []),
        ]
      : [],
  );
}

function label(person: Pick<RosterPersonState, 'firstName' | 'lastName' | 'sourcedId'>): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.sourcedId;
}

/** users.csv, with roles.csv first when the set has one (1.2); then, for a bulk users.csv, whoever is missing. */
export async function* planPeople(
  ctx: PlanContext,
  files: { roles: boolean; users: boolean },
): AsyncGenerator<RosterStep> {
  const roles = new PersonRolesIndex(ctx.directory);
  if (files.roles) yield* readRoles(ctx, roles);
  if (ctx.blocked || !files.users) return;
  const { people } = ctx;
  let rows = 0;
  let unsure = false;
  for await (const batch of rowBatches(ctx, USERS)) {
    rows += batch.length;
    await ctx.directory.prefetch(orgIdsOf(batch));
    const stored = await lookUp(ctx, 'person', sourcedIdsOf(batch));
    for (const row of batch) {
      if (row.kind === 'unreadable') {
        yield blockedStep(ctx, USERS, row.line, row.message);
        continue;
      }
      const sourcedId =
        row.kind === 'record'
          ? row.record.sourcedId
          : row.kind === 'deletion'
            ? row.deletion.sourcedId
            : row.sourcedId;
      if (sourcedId === null) unsure = true;
      const earlier = sourcedId === null ? undefined : people.get(sourcedId);
      if (earlier !== undefined) {
        yield problemStep(
          USERS,
          row.line,
          `sourcedId ${sourcedId} is also on line ${Math.abs(earlier)}, so this row was skipped`,
        );
        continue;
      }
      if (row.kind === 'problem') {
        if (sourcedId !== null) {
          people.set(sourcedId, -row.line);
          roles.take(sourcedId);
        }
        yield problemStep(USERS, row.line, row.message);
        continue;
      }
      if (sourcedId === null) continue;
      const previous = stored.get(sourcedId) ?? null;
      const at = { file: USERS, line: row.line } as const;
      const entry = roles.take(sourcedId);
      if (row.kind === 'deletion') {
        people.set(sourcedId, row.line);
        const decision = decideDeletion(previous, row.deletion.dateLastModified);
        yield {
          type: 'person',
          ...decision,
          sourcedId,
          previous,
          label: previous ? label(previous) : sourcedId,
          detail: null,
          at,
        };
        continue;
      }
      const outcome = personOf(ctx, row.record, entry, files.roles);
      if (!('state' in outcome)) {
        people.set(sourcedId, -row.line);
        if ('problem' in outcome) yield problemStep(USERS, row.line, outcome.problem);
        continue;
      }
      people.set(sourcedId, row.line);
      const decision = decideUpsert(previous, outcome.state);
      yield {
        type: 'person',
        ...decision,
        sourcedId,
        previous,
        label: label(outcome.state),
        detail: outcome.detail,
        at,
      };
    }
    if (ctx.blocked) return;
  }
  yield fileStep(ctx, USERS, rows);
  for (const { userSourcedId, line } of roles.untaken()) {
    yield problemStep(
      ROLES,
      line,
      `This role is for ${userSourcedId}, who isn't in users.csv, so it was not used`,
    );
  }
  roles.clear();
  if (ctx.modes.get(USERS) === 'bulk') {
    yield* deactivateMissing(
      ctx,
      'person',
      USERS,
      unsure,
      (id) => people.has(id),
      (person) => ({
        label: label(person),
        detail: person.oneRosterRole,
      }),
    );
  }
}
