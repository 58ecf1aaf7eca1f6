import type { AuditLog } from '../../../ports/audit-log.port.js';
import type { JobLocks } from '../../../ports/job-lock.port.js';
import type { OrganizationRepository } from '../../../ports/organization.repository.port.js';
import type { SessionsPort } from '../../../ports/sessions.port.js';
import type { UserRepository } from '../../../ports/user.repository.port.js';
import type { DistrictRoster } from '../district-roster.port.js';
import type { RosterImports } from './roster-imports.port.js';

/** What the import calls need. */
export interface ImportDeps {
  imports: RosterImports;
  rosterOf(organizationId: string): DistrictRoster;
  locks: JobLocks;
  users: UserRepository;
  organizations: OrganizationRepository;
  sessions: SessionsPort;
  now: () => Date;
  /** An applied or rolled-back import is a line of the audit log (the platform admin's feed). */
  audit: AuditLog;
  /** Runs a job after the answer has gone (the service waits for it when it stops). */
  background(job: () => Promise<void>): void;
  /** True once the service is stopping: a running job stops at its next step and says so. */
  stopping(): boolean;
}

/** One import job at a time per district: planning, applying and rolling back all take it. */
export const districtLockName = (organizationId: string): string => `roster-import:${organizationId}`;

export const ANOTHER_IMPORT_RUNNING =
  'Another import of your district is running right now. Please try again when it has finished.';
