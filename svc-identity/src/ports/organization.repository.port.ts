import type { EventEnvelope, OrgSettings } from '@heartwise/contracts';
import type { OrganizationRecord } from '../core/organization.record.js';

export class OrganizationNameTakenError extends Error {}

/** Districts with their schools, one document each (read by the district's id). */
export interface OrganizationRepository {
  /** Throws OrganizationNameTakenError when another district has this name. */
  create(organization: OrganizationRecord, events: EventEnvelope[]): Promise<OrganizationRecord>;
  findById(id: string): Promise<OrganizationRecord | null>;
  findByName(name: string): Promise<OrganizationRecord | null>;
  /** Every district, oldest first (the platform admin's list). */
  list(): Promise<OrganizationRecord[]>;
  /** Replaces the district's settings, with their event in the same write. Null when it is gone. */
  updateSettings(
    id: string,
    settings: OrgSettings,
    events: EventEnvelope[],
  ): Promise<OrganizationRecord | null>;
  /** Replaces the district's schools (rostering adds, renames and closes them). Null when it is gone. */
  updateSchools(id: string, schools: OrganizationRecord['schools']): Promise<OrganizationRecord | null>;
  /** Undoes a creation whose organization admin could not be made (no transactions). */
  remove(id: string): Promise<void>;
}
