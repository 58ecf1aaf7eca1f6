import { z } from 'zod';
import { Id, IsoDateTime, RosterImport } from '@heartwise/contracts';

/**
 * An import as svc-identity stores it, one document by its id: what the portal sees, plus the
 * district it belongs to, what the roster was when it was planned and the journal's size.
 */
export const RosterImportRecord = RosterImport.extend({
  organizationId: Id,
  /** The district roster's version it was planned against (DistrictRoster.version). */
  basedOn: z.string().nullable(),
  /** How many journal chunks hold its steps. */
  chunks: z.number().int().nonnegative(),
  /** Written with each progress update while a job runs: a job that stopped writing has stopped. */
  heartbeatAt: IsoDateTime.nullable(),
  /** How many journal steps are in force now, from the first: the apply moves it up, a rollback down. */
  position: z.number().int().nonnegative(),
  /** Where the current or last rollback started, for its progress. */
  rollbackFrom: z.number().int().nonnegative().nullable(),
});
export type RosterImportRecord = z.infer<typeof RosterImportRecord>;
