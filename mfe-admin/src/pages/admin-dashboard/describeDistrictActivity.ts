import type { AdminActivity, DistrictActivityKind, LinkPerson, OrgSettings } from '@heartwise/contracts';
import { personLabel } from '@heartwise/ui-kit';

/** An entry of the feed about something an organization admin did in their district (issue 16). */
export type DistrictActivity = AdminActivity & { kind: DistrictActivityKind };

/** The settings as the Organization Portal's settings page heads them; never their values. */
const settingLabel: Record<keyof OrgSettings, string> = {
  communityScope: 'community',
  retentionDays: 'retention period',
  screeningPhrases: 'screening phrases',
  helplines: 'helplines',
};

const list = (parts: string[]): string =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(parts);

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The same rule as the rest of the feed: people by first name and username, a deleted one as such. */
const who = (person: LinkPerson | null | undefined): string =>
  person ? personLabel(person) : 'a deleted account';

/** "40 people added, 2 changed and 1 deactivated"; nothing when the import changed no one. */
function peopleDone(people: AdminActivity['people']): string {
  const parts = (
    [
      [people?.created ?? 0, 'added'],
      [people?.changed ?? 0, 'changed'],
      [people?.deactivated ?? 0, 'deactivated'],
    ] as const
  ).filter(([count]) => count > 0);
  if (parts.length === 0) return '';
  const said = parts.map(([count, done], index) =>
    index === 0 ? `${count} ${count === 1 ? 'person' : 'people'} ${done}` : `${count} ${done}`,
  );
  return `: ${list(said)}`;
}

/** Whom a batch of codes was for: a class at its school, a school, or a school since gone. */
function batchFor(entry: DistrictActivity): string {
  const school = entry.school ? entry.school.name : 'a school';
  if (entry.rosterClass === undefined) return school;
  return `${entry.rosterClass ? entry.rosterClass.title : 'a class'} at ${school}`;
}

/**
 * One district action in a sentence, naming the district and its admin: "Riverside Unified's
 * admin Dana (@dana-okoro) deactivated Sam (@brave-sam)". A district deleted since reads as "a
 * district", an admin deleted since as "a removed admin".
 */
export function describeDistrictActivity(entry: DistrictActivity): string {
  const district = entry.district ? entry.district.name : 'a district';
  const admin = capitalised(
    entry.by ? `${district}'s admin ${personLabel(entry.by)}` : `a removed admin of ${district}`,
  );
  switch (entry.kind) {
    case 'member-deactivated':
      return `${admin} deactivated ${who(entry.whom)}`;
    case 'member-reactivated':
      return `${admin} reactivated ${who(entry.whom)}`;
    case 'roster-import-applied':
      return `${admin} applied a roster import${peopleDone(entry.people)}`;
    case 'roster-import-rolled-back':
      return `${admin} rolled back a roster import`;
    case 'activation-codes-issued': {
      // A batch names its school; a code sent again to one person names them.
      if (entry.school === undefined) return `${admin} sent a new activation code to ${who(entry.whom)}`;
      const count = entry.count ?? 0;
      return `${admin} issued ${count} activation ${count === 1 ? 'code' : 'codes'} for ${batchFor(entry)}`;
    }
    case 'org-settings-changed':
      return entry.settings && entry.settings.length > 0
        ? `${admin} changed the district's ${list(entry.settings.map((key) => settingLabel[key]))}`
        : `${admin} changed the district's settings`;
  }
}
