import {
  formatActivationCode,
  type AccessClaims,
  type ActivationCodeBatch,
  type ActivationSlip,
  type IssueActivationCodesRequest,
} from '@heartwise/contracts';
import { notFound } from '@heartwise/service-kit/domain';
import type { ActivationCodeRepository } from '../../ports/activation-code.repository.port.js';
import type { AuditLog } from '../../ports/audit-log.port.js';
import { audit } from '../audit.js';
import { callersDistrict, type DistrictDeps } from '../districts/callers-district.js';
import { activationCodeKey, newActivationCode } from '../activation/activation-code.js';
import { waitingToActivate } from '../activation/waiting-to-activate.js';
import type { OrganizationRecord } from '../organization.record.js';
import type { UserRecord } from '../user.record.js';
import type { RosterState } from '../rostering/roster-state.port.js';

/** The user ids enrolled in one of a district's classes (rostering's state), when classes exist. */
export type ClassMembers = (organizationId: string, classId: string) => Promise<readonly string[] | null>;

export interface IssueActivationDeps extends DistrictDeps {
  codes: ActivationCodeRepository;
  /** The key of the codes' HMAC (see activation-code.ts). */
  codeSecret: Buffer;
  /** How long a code works after it is issued. */
  codeDays: number;
  now: () => Date;
  /** Each batch is one line of the audit log, for the platform admin's feed. */
  audit: AuditLog;
  /** Who is in a class (rostering's state); without it, a classId is refused (404). */
  classMembers?: ClassMembers;
  /** The district's roster as imported, for the grades a slip shows; without it, grades are null. */
  rosterOf?: (organizationId: string) => RosterState;
}

const NO_SUCH_SCHOOL = "We couldn't find that school in your district.";
const NO_SUCH_CLASS = "We couldn't find that class in this school.";
const NOBODY_WAITING = "We couldn't find anyone in your district with that id who still needs to activate.";

const DAY_MS = 24 * 60 * 60 * 1000;

const PAGE = 500;

/** Each imported person's grade as the roster says it ("09", or "09, 10"), by account id. */
async function gradesOf(
  deps: IssueActivationDeps,
  organizationId: string,
  people: UserRecord[],
): Promise<Map<string, string>> {
  const grades = new Map<string, string>();
  if (!deps.rosterOf) return grades;
  const roster = deps.rosterOf(organizationId);
  const imported = people.filter((person) => person.rosterSourcedId !== null);
  for (let start = 0; start < imported.length; start += PAGE) {
    const batch = imported.slice(start, start + PAGE);
    const found = await roster.find(
      'person',
      batch.map((person) => person.rosterSourcedId ?? ''),
    );
    for (const person of batch) {
      const said = found.get(person.rosterSourcedId ?? '')?.grades ?? [];
      if (said.length > 0) grades.set(person.id, said.join(', '));
    }
  }
  return grades;
}

/**
 * Everyone of the school still waiting to activate, in the district list's order (last name,
 * first name: the order a teacher hands slips out in), read a page at a time.
 */
async function waitingIn(
  deps: DistrictDeps,
  organizationId: string,
  schoolId: string,
): Promise<UserRecord[]> {
  const people: UserRecord[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await deps.users.directoryPage(
      organizationId,
      { schoolId, status: 'not-activated' },
      { after, limit: PAGE },
    );
    people.push(...page.map((entry) => entry.record).filter(waitingToActivate));
    const last = page.at(-1);
    if (!last || page.length < PAGE) return people;
    after = last.sortKey;
  }
}

/**
 * Fresh codes for everyone not yet activated in a school of the caller's district, or in one of
 * its classes (POST /api/org/activation-codes). Each replaces the person's earlier code, which
 * stops working. The answer carries every slip, and is the only time the codes are ever seen.
 */
export async function issueActivationCodes(
  deps: IssueActivationDeps,
  caller: AccessClaims,
  request: IssueActivationCodesRequest,
): Promise<ActivationCodeBatch> {
  const district = await callersDistrict(deps, caller);
  // A school the roster closed takes no new codes: its people left with it.
  const open = district.schools.some((school) => school.id === request.schoolId && !school.closedAt);
  if (!open) throw notFound(NO_SUCH_SCHOOL);
  let people = await waitingIn(deps, district.id, request.schoolId);
  if (request.classId !== undefined) {
    const members = await deps.classMembers?.(district.id, request.classId);
    if (!members) throw notFound(NO_SUCH_CLASS);
    const enrolled = new Set(members);
    people = people.filter((person) => enrolled.has(person.id));
  }
  const batch = await issueFor(deps, district, people, {
    schoolId: request.schoolId,
    classId: request.classId ?? null,
  });
  // One line per batch, not per code; nobody waiting made nothing, so leaves nothing.
  if (batch.slips.length > 0) {
    await audit(deps, {
      kind: 'activation-codes-issued',
      actorId: caller.sub,
      organizationId: district.id,
      schoolId: request.schoolId,
      ...(request.classId !== undefined ? { classId: request.classId } : {}),
      count: batch.slips.length,
    });
  }
  return batch;
}

/**
 * One person's fresh code ("resend activation", POST /api/org/people/{userId}/activation-code):
 * only someone of the caller's district who is active and has not activated yet; anyone else is
 * "not found", so the answer never tells another district's people apart from nobody.
 */
export async function issueActivationCode(
  deps: IssueActivationDeps,
  caller: AccessClaims,
  userId: string,
): Promise<ActivationCodeBatch> {
  const district = await callersDistrict(deps, caller);
  const person = await deps.users.findById(userId);
  if (!person || person.organizationId !== district.id || !waitingToActivate(person))
    throw notFound(NOBODY_WAITING);
  const batch = await issueFor(deps, district, [person], { schoolId: null, classId: null });
  await audit(deps, {
    kind: 'activation-codes-issued',
    actorId: caller.sub,
    subjectId: person.id,
    organizationId: district.id,
    count: 1,
  });
  return batch;
}

async function issueFor(
  deps: IssueActivationDeps,
  district: OrganizationRecord,
  people: UserRecord[],
  batch: Pick<ActivationCodeBatch, 'schoolId' | 'classId'>,
): Promise<ActivationCodeBatch> {
  const now = deps.now();
  const issuedAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + deps.codeDays * DAY_MS).toISOString();
  const schoolName = (schoolId: string | null) =>
    district.schools.find((school) => school.id === schoolId)?.name ?? null;
  const grades = await gradesOf(deps, district.id, people);
  const slips: ActivationSlip[] = [];
  // One at a time: FerretDB serialises writes anyway, and a batch is an occasional admin action.
  for (const person of people) {
    const code = newActivationCode();
    await deps.codes.replace({
      id: activationCodeKey(deps.codeSecret, code),
      userId: person.id,
      organizationId: district.id,
      issuedAt,
      expiresAt,
    });
    slips.push({
      userId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      username: person.username,
      role: person.role,
      schoolId: person.schoolId,
      schoolName: schoolName(person.schoolId),
      grade: grades.get(person.id) ?? null,
      code: formatActivationCode(code),
      expiresAt,
    });
  }
  return { issuedAt, expiresAt, ...batch, slips };
}
