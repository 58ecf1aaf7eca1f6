import type { EventEnvelope } from '@heartwise/contracts';
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
  /** Undoes a creation whose organization admin could not be made (no transactions). */
  remove(id: string): Promise<void>;
}
