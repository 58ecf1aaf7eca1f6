import { z } from 'zod';
import { Id, IsoDateTime, type MyOrganization, type Organization, type School } from '@heartwise/contracts';

/**
 * A district as svc-identity stores it: its schools inside it, so the district and its schools are
 * read by one id and created, with their event, in one write (FerretDB v1: no transactions).
 */
export const OrganizationRecord = z.object({
  id: Id,
  name: z.string(),
  /** Lower-cased name: the unique key, so "Riverside Unified" exists once. */
  nameKey: z.string(),
  schools: z.array(z.object({ id: Id, name: z.string() })),
  createdAt: IsoDateTime,
});
export type OrganizationRecord = z.infer<typeof OrganizationRecord>;

export const organizationNameKey = (name: string): string => name.trim().toLowerCase();

export const toOrganization = (record: OrganizationRecord): Organization => ({
  id: record.id,
  name: record.name,
  createdAt: record.createdAt,
});

export const toSchools = (record: OrganizationRecord): School[] =>
  record.schools.map((school) => ({ id: school.id, organizationId: record.id, name: school.name }));

export const toMyOrganization = (record: OrganizationRecord): MyOrganization => ({
  organization: toOrganization(record),
  schools: toSchools(record),
});
