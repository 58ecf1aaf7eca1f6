import type { RosterImport } from '@heartwise/contracts';
import type { RosterImportRecord } from './roster-import.record.js';

/**
 * A running job writes its progress (and renews its lock's lease) at least this often; one that has
 * not written for longer has stopped (the process ended), and its lease has run out too.
 */
export const STALLED_AFTER_MS = 120_000;

export const STOPPED_PART_WAY =
  'The import stopped part-way because Heartwise was restarted. What was done is kept: you can carry on or roll it back.';

/** A job that says it runs but has not written for STALLED_AFTER_MS. */
export function isStalled(record: RosterImportRecord, now: Date): boolean {
  if (record.status !== 'applying' && record.status !== 'rolling-back') return false;
  const last = Date.parse(record.heartbeatAt ?? record.updatedAt);
  return now.getTime() - last > STALLED_AFTER_MS;
}

/** What the portal sees: a stalled job is shown as the failure it is, never as still running. */
export function toRosterImport(record: RosterImportRecord, now: Date): RosterImport {
  const view: RosterImport = {
    id: record.id,
    status: record.status,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    createdBy: record.createdBy,
    files: record.files,
    preview: record.preview,
    progress: record.progress,
    failure: record.failure,
    notices: record.notices,
  };
  if (!isStalled(record, now)) return view;
  return {
    ...view,
    status: 'failed',
    failure: {
      during: record.status === 'applying' ? 'apply' : 'rollback',
      message: STOPPED_PART_WAY,
      at: record.heartbeatAt ?? record.updatedAt,
      canResume: true,
      canRollBack: true,
    },
  };
}
