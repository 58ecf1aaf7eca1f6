import { kindOfRole, roleNotUsed, type RosterKind } from './heartwise-roles.js';
import type { RoleRecord } from './oneroster-records.js';
import type { OrgDirectory, OrgPlace } from './org-directory.js';

/** A person's usable roles from roles.csv, merged. Shared by everyone who has the same ones. */
export interface PersonRoles {
  readonly kind: RosterKind;
  readonly role: string;
  readonly primary: boolean;
  readonly schools: readonly string[];
  readonly primarySchool: string | null;
}

/** Every roles.csv row of the person was refused (and said so): their users.csv row is skipped quietly. */
export const ROLES_REFUSED = Object.freeze({ refused: true as const });
export type RolesEntry = PersonRoles | typeof ROLES_REFUSED;

/** Distinct role combinations shared; past this many (not a real district), entries are just kept. */
const MOST_SHARED = 10_000;

/** Why an org reference can't be used, or null when it can. */
export function placeProblem(column: string, sourcedId: string, place: OrgPlace): string | null {
  if (place.place === 'unknown') return `${column} ${sourcedId} isn't in orgs.csv nor already in Heartwise`;
  if (place.place === 'refused')
    return `${column} ${sourcedId} is on orgs.csv line ${place.line}, which has a problem`;
  return null;
}

export function schoolOf(place: OrgPlace): string | null {
  return place.place === 'school' ? place.schoolSourcedId : null;
}

/**
 * roles.csv (1.2), held from that file until each person's users.csv row takes theirs. Per person
 * only their sourcedId and a line are kept: the roles themselves are one shared object for everyone
 * with the same ones (all of a school's students share one), so 50,000 people cost a few MB.
 * The primary role decides the Heartwise kind; more roles of that kind add schools; a secondary
 * role of another kind is not used (Heartwise gives a person one role).
 */
export class PersonRolesIndex {
  private readonly entries = new Map<string, RolesEntry>();
  /** The row that decided each person's entry, for messages. */
  private readonly lines = new Map<string, number>();
  private readonly shared = new Map<string, PersonRoles>();

  constructor(private readonly directory: OrgDirectory) {}

  private share(roles: PersonRoles): PersonRoles {
    const key = [roles.kind, roles.role, roles.primary, roles.primarySchool, ...roles.schools].join('\u0000');
    const found = this.shared.get(key);
    if (found) return found;
    const frozen = Object.freeze({ ...roles, schools: Object.freeze([...roles.schools]) });
    if (this.shared.size < MOST_SHARED) this.shared.set(key, frozen);
    return frozen;
  }

  private set(userSourcedId: string, entry: RolesEntry, line: number): void {
    this.entries.set(userSourcedId, entry);
    this.lines.set(userSourcedId, line);
  }

  /** Adds one roles.csv row; the problem with it, or null. */
  add(record: RoleRecord, line: number): string | null {
    const id = record.userSourcedId;
    const refuse = (message: string): string => {
      if (!this.entries.has(id)) this.set(id, ROLES_REFUSED, line);
      return message;
    };
    const kind = kindOfRole(record.role);
    if (kind === null) return refuse(roleNotUsed(record.role));
    const place = this.directory.resolve(record.orgSourcedId);
    const problem = placeProblem('orgSourcedId', record.orgSourcedId, place);
    if (problem !== null) return refuse(problem);
    const school = schoolOf(place);
    const primary = record.roleType === 'primary';
    const existing = this.entries.get(id);
    if (
      existing === undefined ||
      !('kind' in existing) ||
      (existing.kind !== kind && primary && !existing.primary)
    ) {
      const roles = {
        kind,
        role: record.role,
        primary,
        schools: school ? [school] : [],
        primarySchool: primary ? school : null,
      };
      this.set(id, this.share(roles), line);
      return null;
    }
    if (existing.kind !== kind) {
      return primary
        ? `This person already has a primary role (${existing.role}, line ${this.lines.get(id)})`
        : null;
    }
    const schools =
      school === null || existing.schools.includes(school) ? existing.schools : [...existing.schools, school];
    if (primary && !existing.primary) {
      this.set(id, this.share({ kind, role: record.role, primary, schools, primarySchool: school }), line);
    } else if (schools !== existing.schools) {
      this.entries.set(id, this.share({ ...existing, schools }));
    }
    return null;
  }

  /** The person's roles, forgotten here once taken. */
  take(userSourcedId: string): RolesEntry | undefined {
    const entry = this.entries.get(userSourcedId);
    this.entries.delete(userSourcedId);
    this.lines.delete(userSourcedId);
    return entry;
  }

  /** Usable roles no users.csv row took, with their line. */
  *untaken(): Generator<{ userSourcedId: string; line: number }> {
    for (const [userSourcedId, entry] of this.entries) {
      if ('kind' in entry) yield { userSourcedId, line: this.lines.get(userSourcedId) ?? 0 };
    }
  }

  clear(): void {
    this.entries.clear();
    this.lines.clear();
    this.shared.clear();
  }
}
