import { z } from 'zod';
import {
  Id,
  IsoDateTime,
  OrgSettings,
  defaultOrgSettings,
  type MyOrganization,
  type Organization,
  type School,
} from '@heartwise/contracts';

/**
 * A school of a district. Rostering (issue 16) links it to its OneRoster sourcedId, and closes it
 * when the roster deactivates it: it keeps its id (accounts still name it) and leaves the lists.
 */
export const SchoolEntry = z.object({
  id: Id,
  name: z.string(),
  /** Absent for a school the platform admin made and no roster has named yet. */
  rosterSourcedId: z.string().optional(),
  closedAt: IsoDateTime.optional(),
});
export type SchoolEntry = z.infer<typeof SchoolEntry>;

/**
 * A district as svc-identity stores it: its schools inside it, so the district and its schools are
 * read by one id and created, with their event, in one write (FerretDB v1: no transactions).
 */
export const OrganizationRecord = z.object({
  id: Id,
  name: z.string(),
  /** Lower-cased name: the unique key, so "Riverside Unified" exists once. */
  nameKey: z.string(),
  schools: z.array(SchoolEntry),
  createdAt: IsoDateTime,
  /** What its organization admin chose (GET/PUT /api/org/settings); absent until first changed. */
  settings: OrgSettings.optional(),
});
export type OrganizationRecord = z.infer<typeof OrganizationRecord>;

export const organizationNameKey = (name: string): string => name.trim().toLowerCase();

/** The district's settings, the defaults until its organization admin changes them. */
export const settingsOf = (record: OrganizationRecord): OrgSettings => record.settings ?? defaultOrgSettings;

export const toOrganization = (record: OrganizationRecord): Organization => ({
  id: record.id,
  name: record.name,
  createdAt: record.createdAt,
});

export const toSchools = (record: OrganizationRecord): School[] =>
  record.schools
    .filter((school) => !school.closedAt)
    .map((school) => ({ id: school.id, organizationId: record.id, name: school.name }));

export const toMyOrganization = (record: OrganizationRecord): MyOrganization => ({
  organization: toOrganization(record),
  schools: toSchools(record),
});
