import type { OrgPerson, OrgPersonStatus } from '@heartwise/contracts';
import type { UserRecord } from '../user.record.js';

/**
 * How a district's people are found and ordered (GET /api/org/people). FerretDB v1 matches no
 * regular expression through an index (and the storage port has none), so each account stores its
 * names already folded (lower case, accents dropped): a search is a range on those keys
 * ("gar" ≤ key < "gar\uffff"), a page is a range on `sortKey`. Computed by the user repository on
 * every write, so no caller has to remember them.
 */
export interface DirectoryKeys {
  /** Last name, first name, username, id: unique, so it is also the paging cursor. */
  sortKey: string;
  firstNameKey: string;
  lastNameKey: string;
  usernameKey: string;
}

const SEPARATOR = '\u0001';
/** Past every character a folded key holds: `prefix` ≤ key < `prefix + PAST` finds every key starting with it. */
export const PAST_PREFIX = '\uffff';

/** Lower case, accents and marks dropped, spaces collapsed: "  José  GARCÍA " → "jose garcia". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function directoryKeys(
  record: Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'username'>,
): DirectoryKeys {
  const firstNameKey = fold(record.firstName ?? '');
  const lastNameKey = fold(record.lastName ?? '');
  const usernameKey = fold(record.username);
  return {
    sortKey: [lastNameKey, firstNameKey, usernameKey, record.id].join(SEPARATOR),
    firstNameKey,
    lastNameKey,
    usernameKey,
  };
}

/** The words of a search, folded; each must start a name, the username or the email. */
export function searchWords(q: string): string[] {
  return fold(q).split(' ').filter(Boolean);
}

/** True when every word starts one of the person's names (any word of them), username or email. */
export function matchesSearch(record: UserRecord, words: readonly string[]): boolean {
  const keys = [
    ...fold(`${record.firstName ?? ''} ${record.lastName ?? ''}`).split(' '),
    fold(record.username),
    record.emailKey,
  ].filter(Boolean);
  return words.every((word) => keys.some((key) => key.startsWith(word)));
}

export function orgPersonStatus(record: Pick<UserRecord, 'deactivatedAt' | 'passwordHash'>): OrgPersonStatus {
  if (record.deactivatedAt) return 'deactivated';
  return record.passwordHash === null ? 'not-activated' : 'active';
}

export function toOrgPerson(record: UserRecord): OrgPerson {
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ').trim();
  return {
    userId: record.id,
    name: name || record.username,
    username: record.username,
    email: record.email,
    role: record.role,
    schoolId: record.schoolId,
    status: orgPersonStatus(record),
    deactivatedAt: record.deactivatedAt,
    lastActive: record.lastActive,
  };
}
