import { createHash, randomUUID } from 'node:crypto';
import {
  MembershipChanged,
  UserDeleted,
  UserRegistered,
  UserUpdated,
  type EventEnvelope,
  type RosterProblem,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit/domain';
import type { OrganizationRepository } from '../../../ports/organization.repository.port.js';
import type { SessionsPort } from '../../../ports/sessions.port.js';
import {
  EmailTakenError,
  UsernameTakenError,
  type UserChanges,
  type UserRepository,
} from '../../../ports/user.repository.port.js';
import { changeAccount } from '../../change-account.js';
import type { SchoolEntry } from '../../organization.record.js';
import { deactivateMember, reactivateMember } from '../../use-cases/deactivate-member.js';
import { toMembership, toProfile, type UserRecord } from '../../user.record.js';
import { generateUsername } from '../../username.js';
import type { DistrictRoster } from '../district-roster.port.js';
import type { RosterPersonState, RosterSchoolState } from '../roster-state.port.js';
import { accountRoleOf } from './account-role.js';
import type { JournalStep } from './journal-step.js';

const USERNAME_ATTEMPTS = 8;

export interface ApplyContext {
  organizationId: string;
  importId: string;
  users: UserRepository;
  organizations: OrganizationRepository;
  sessions: SessionsPort;
  roster: DistrictRoster;
  now: () => Date;
  /** Something the apply did otherwise than the preview said. */
  notice(problem: RosterProblem): void;
}

/**
 * The account id a step creates: the same every time the step runs (sha-256 of import and step,
 * shaped as a UUID), so an apply that stopped after creating it and is run again finds it instead
 * of making a second account.
 */
export function accountIdFor(importId: string, seq: number): string {
  const hex = createHash('sha256').update(`${importId}:${seq}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * An email a person can never type, for an account the roster gave no usable email: emails are a
 * unique key, and nobody signs in by this one (sign-in takes a real address).
 */
const noEmailKey = (accountId: string): string => `no-email:${accountId}`;

/**
 * Brings the stored world to one journal step's `next` (forward) or back to its `previous`
 * (rollback). Idempotent: run twice, the second run finds everything already as it should be.
 */
export async function applyJournalStep(
  ctx: ApplyContext,
  step: JournalStep,
  seq: number,
  direction: 'forward' | 'back',
): Promise<void> {
  const forward = direction === 'forward';
  switch (step.type) {
    case 'district':
      return ctx.roster.linkDistrict(forward ? step.sourcedId : step.previous);
    case 'school':
      return syncSchool(ctx, step.sourcedId, forward ? step.next : step.previous);
    case 'person':
      return syncPerson(ctx, step.sourcedId, forward ? step.next : step.previous, seq);
    case 'class':
    case 'enrollment': {
      const target = forward ? step.next : step.previous;
      if (target === null) return ctx.roster.remove(step.type, step.sourcedId);
      // The union's members each pair their own type with their own state.
      return ctx.roster.put(step.type, target as never, null);
    }
  }
}

/** A school in the district's record: added, renamed, closed or reopened; then the roster's state. */
async function syncSchool(
  ctx: ApplyContext,
  sourcedId: string,
  target: RosterSchoolState | null,
): Promise<void> {
  const district = await ctx.organizations.findById(ctx.organizationId);
  if (!district) throw new Error('The district is gone.');
  const entry = (await ctx.roster.entries('school', [sourcedId])).get(sourcedId);
  const schools = [...district.schools];
  // Its own school, else one the platform admin made with the same name and no roster yet.
  let index = schools.findIndex(
    (school) => school.id === entry?.heartwiseId || school.rosterSourcedId === sourcedId,
  );
  if (index < 0 && target !== null) {
    const name = target.name.trim().toLowerCase();
    index = schools.findIndex(
      (school) => !school.rosterSourcedId && school.name.trim().toLowerCase() === name,
    );
  }
  const at = ctx.now().toISOString();
  const existing = index >= 0 ? schools[index] : undefined;
  let wanted: SchoolEntry | undefined;
  if (target === null) {
    // Undoing its creation: closed, never removed (an account may still name it).
    wanted = existing ? { ...existing, closedAt: existing.closedAt ?? at } : undefined;
  } else {
    const base = existing ?? { id: randomUUID(), name: target.name };
    const { closedAt: _closed, ...open } = base;
    wanted = {
      ...open,
      name: target.name,
      rosterSourcedId: sourcedId,
      ...(target.active ? {} : { closedAt: base.closedAt ?? at }),
    };
  }
  if (wanted && JSON.stringify(wanted) !== JSON.stringify(existing)) {
    if (index >= 0) schools[index] = wanted;
    else schools.push(wanted);
    await ctx.organizations.updateSchools(ctx.organizationId, schools);
  }
  if (target === null) await ctx.roster.remove('school', sourcedId);
  else await ctx.roster.put('school', target, wanted?.id ?? null);
}

async function schoolIdOf(ctx: ApplyContext, person: RosterPersonState): Promise<string | null> {
  const sourcedId = person.kind === 'youth' ? person.schoolSourcedIds[0] : undefined;
  if (sourcedId === undefined) return null;
  return (await ctx.roster.entries('school', [sourcedId])).get(sourcedId)?.heartwiseId ?? null;
}

/** A person's account: made, changed, turned off or on, or (undoing its creation) removed. */
async function syncPerson(
  ctx: ApplyContext,
  sourcedId: string,
  target: RosterPersonState | null,
  seq: number,
): Promise<void> {
  const entry = (await ctx.roster.entries('person', [sourcedId])).get(sourcedId);
  const userId = entry?.heartwiseId ?? null;
  if (target === null) {
    if (userId !== null) await removeImportedAccount(ctx, userId);
    return ctx.roster.remove('person', sourcedId);
  }
  const role = accountRoleOf(target);
  if (role === null) return ctx.roster.put('person', target, null);
  const schoolId = await schoolIdOf(ctx, target);
  const existing = userId === null ? null : await ctx.users.findById(userId);
  const accountId = existing?.id ?? accountIdFor(ctx.importId, seq);
  const account =
    existing ??
    (await ctx.users.findById(accountId)) ??
    (await createAccount(ctx, accountId, target, role, schoolId));
  // The roster is written once the account exists, so a stop in between finds the account by its id.
  await ctx.roster.put('person', target, account.id);
  const before = account.schoolId;
  const after = await changeAccount(ctx.users, account.id, ctx.now, (record) =>
    accountChange(record, target, schoolId),
  );
  // A session's token names the school it started in (services scope the caller by it): a move
  // ends them, and the person signs in again into their new school.
  if (after && after.schoolId !== before) await ctx.sessions.endAllFor(account.id);
  if (!target.active) await deactivateMember(ctx, account.id);
  else if (account.deactivatedAt !== null) await reactivateMember(ctx, account.id);
}

/** What to change on an account for the roster to be right, with the events that say so. */
function accountChange(record: UserRecord, target: RosterPersonState, schoolId: string | null) {
  const changes: UserChanges = {};
  if (record.firstName !== target.firstName) changes.firstName = target.firstName;
  if (record.lastName !== target.lastName) changes.lastName = target.lastName;
  if (record.schoolId !== schoolId) changes.schoolId = schoolId;
  if (Object.keys(changes).length === 0) return null;
  const after = { ...record, ...changes };
  const events: EventEnvelope[] = [];
  if ('firstName' in changes || 'lastName' in changes) events.push(newEvent(UserUpdated, toProfile(after)));
  if ('schoolId' in changes) events.push(newEvent(MembershipChanged, toMembership(after)));
  return { changes, events };
}

/**
 * A new account for a rostered person, with no password: they activate it with a code. Announced
 * as registered and as a member of the district, in the same write.
 */
async function createAccount(
  ctx: ApplyContext,
  id: string,
  person: RosterPersonState,
  role: AccountRole,
  schoolId: string | null,
): Promise<UserRecord> {
  let email = person.email?.trim() ?? '';
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    const { user, events } = newAccount(ctx, { id, person, role, schoolId, email });
    try {
      return await ctx.users.create(user, events);
    } catch (error) {
      // Made by an earlier run of this step that stopped before the roster said so.
      const made = await ctx.users.findById(id);
      if (made) return made;
      if (error instanceof EmailTakenError && email !== '') {
        // **(protective)** Never joined to an account someone already has (it may be their own,
        // self-registered one): this one is made without the email, and the admin is told.
        ctx.notice({
          file: 'users.csv',
          line: null,
          message: `${person.firstName} ${person.lastName} (${person.sourcedId}): ${email} is already used by another Heartwise account, so their account was made without an email`,
        });
        email = '';
        continue;
      }
      if (!(error instanceof UsernameTakenError)) throw error;
    }
  }
  throw new Error('could not find a free username');
}

type AccountRole = NonNullable<ReturnType<typeof accountRoleOf>>;

/** A rostered person's new account, announced as registered and as a member of the district. */
function newAccount(
  ctx: ApplyContext,
  made: { id: string; person: RosterPersonState; role: AccountRole; schoolId: string | null; email: string },
): { user: UserRecord; events: EventEnvelope[] } {
  const { id, person, role, schoolId, email } = made;
  const at = ctx.now().toISOString();
  const user: UserRecord = {
    id,
    username: generateUsername(),
    email,
    emailKey: email === '' ? noEmailKey(id) : email.toLowerCase(),
    passwordHash: null,
    firstName: person.firstName,
    lastName: person.lastName,
    profileImageUrl: null,
    role,
    createdAt: at,
    updatedAt: at,
    lastActive: null,
    organizationId: ctx.organizationId,
    schoolId,
    deactivatedAt: null,
    rosterSourcedId: person.sourcedId,
  };
  return {
    user,
    events: [newEvent(UserRegistered, toProfile(user)), newEvent(MembershipChanged, toMembership(user))],
  };
}

/** A journal step that only makes a new, active account: many of them can be applied together. */
export type NewAccountStep = Extract<JournalStep, { type: 'person' }> & { next: RosterPersonState };

export function isNewAccountStep(step: JournalStep): step is NewAccountStep {
  return (
    step.type === 'person' &&
    step.previous === null &&
    step.next !== null &&
    step.next.active &&
    accountRoleOf(step.next) !== null
  );
}

/**
 * Applies a run of new-account steps with two store writes instead of several per person (a large
 * district's first import is almost all of them; on FerretDB each call costs milliseconds). The
 * end state is `applyJournalStep`'s for each: same account ids, same events. A step the bulk write
 * refuses (an email or username in use, or an account an earlier run of the step already made)
 * goes through `applyJournalStep`, which knows what to do with each case.
 */
export async function applyNewAccounts(
  ctx: ApplyContext,
  run: readonly { step: NewAccountStep; seq: number }[],
): Promise<void> {
  const schoolOf = (person: RosterPersonState) =>
    person.kind === 'youth' ? person.schoolSourcedIds[0] : undefined;
  const schools = await ctx.roster.entries(
    'school',
    run.flatMap(({ step }) => schoolOf(step.next) ?? []),
  );
  const accounts = run.map(({ step, seq }) => {
    const person = step.next;
    const sourcedId = schoolOf(person);
    return newAccount(ctx, {
      id: accountIdFor(ctx.importId, seq),
      person,
      role: accountRoleOf(person) as AccountRole,
      schoolId: sourcedId === undefined ? null : (schools.get(sourcedId)?.heartwiseId ?? null),
      email: person.email?.trim() ?? '',
    });
  });
  const refused = new Set((await ctx.users.createMany(accounts)).refused);
  // The roster is written once the accounts exist, as in syncPerson.
  await ctx.roster.putMany(
    'person',
    run.flatMap(({ step }, index) =>
      refused.has(index) ? [] : [{ state: step.next, heartwiseId: accounts[index]?.user.id ?? null }],
    ),
  );
  for (const index of [...refused].sort((a, b) => a - b)) {
    const { step, seq } = run[index] as (typeof run)[number];
    await applyJournalStep(ctx, step, seq, 'forward');
  }
}

/**
 * Undoing a creation: an account never activated goes (with identity.user.deleted); one already
 * in use is only turned off, so a rollback never erases what a student wrote.
 */
async function removeImportedAccount(ctx: ApplyContext, userId: string): Promise<void> {
  const account = await ctx.users.findById(userId);
  if (!account) return;
  if (account.passwordHash !== null) {
    await deactivateMember(ctx, userId);
    return;
  }
  await ctx.users.delete(userId, [newEvent(UserDeleted, { userId })]);
  await ctx.sessions.endAllFor(userId);
}
