import type { OneRosterRole } from './oneroster-records.js';

/**
 * Who a rostered person is in Heartwise. Staff keep their OneRoster role beside this: which
 * Heartwise role a teacher or a counselor gets is decided where accounts are made, not here.
 */
export type RosterKind = 'youth' | 'staff' | 'parent';

const KIND_OF_ROLE: Readonly<Record<string, RosterKind>> = {
  student: 'youth',
  teacher: 'staff',
  aide: 'staff',
  administrator: 'staff',
  counselor: 'staff',
  principal: 'staff',
  siteAdministrator: 'staff',
  districtAdministrator: 'staff',
  parent: 'parent',
  guardian: 'parent',
  relative: 'parent',
};

/** Null for roles Heartwise has no place for (proctor, systemAdministrator, a vendor's `ext:` roles). */
export function kindOfRole(role: OneRosterRole): RosterKind | null {
  return Object.hasOwn(KIND_OF_ROLE, role) ? (KIND_OF_ROLE[role] ?? null) : null;
}

export function roleNotUsed(role: OneRosterRole): string {
  return `This role isn't used in Heartwise (${role})`;
}
