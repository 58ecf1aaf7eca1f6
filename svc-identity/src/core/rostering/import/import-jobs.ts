import type { AccessClaims, RosterImport, RosterProblem } from '@heartwise/contracts';
import { conflict, notFound } from '@heartwise/service-kit/domain';
import type { Lease } from '../../../ports/job-lock.port.js';
import { callersDistrict } from '../../districts/callers-district.js';
import { auditImportJob } from '../audit-import.js';
import {
  applyJournalStep,
  applyNewAccounts,
  isNewAccountStep,
  type ApplyContext,
  type NewAccountStep,
} from './apply-step.js';
import { ANOTHER_IMPORT_RUNNING, districtLockName, type ImportDeps } from './import-deps.js';
import { isStalled, STOPPED_PART_WAY, toRosterImport } from './import-view.js';
import type { JournalStep } from './journal-step.js';
import { JOURNAL_CHUNK } from './roster-imports.port.js';
import type { RosterImportRecord } from './roster-import.record.js';

const NO_SUCH_IMPORT = "We couldn't find that import.";
/** Progress (and the lease) is written at least every this many steps, and every PROGRESS_EVERY_MS. */
export const PROGRESS_EVERY = 200;
const PROGRESS_EVERY_MS = 2_000;
/** New accounts made with one store write (see applyNewAccounts). */
const NEW_ACCOUNTS_AT_ONCE = 100;
const NOTICES_SHOWN = 200;

/** The service is stopping: the job records where it stopped and ends. */
class JobStopped extends Error {}

/** An import of the caller's own district, or 404: another district's imports do not exist for them. */
async function callersImport(deps: ImportDeps, caller: AccessClaims, importId: string) {
  const district = await callersDistrict(deps, caller);
  const record = await deps.imports.find(importId);
  if (!record || record.organizationId !== district.id) throw notFound(NO_SUCH_IMPORT);
  return record;
}

export async function getImport(
  deps: ImportDeps,
  caller: AccessClaims,
  importId: string,
): Promise<RosterImport> {
  return toRosterImport(await callersImport(deps, caller, importId), deps.now());
}

export async function listImports(deps: ImportDeps, caller: AccessClaims): Promise<RosterImport[]> {
  const district = await callersDistrict(deps, caller);
  const now = deps.now();
  return (await deps.imports.list(district.id)).map((record) => toRosterImport(record, now));
}

/** The status a job left, a stalled one counting as failed. */
const statusOf = (record: RosterImportRecord, now: Date) =>
  isStalled(record, now) ? 'failed' : record.status;

/** Whether this import is the last one that changed the district's roster. */
const isLatest = (version: string | null, importId: string) => version?.startsWith(`${importId}:`) ?? false;

/**
 * Applies a previewed import as a job (202 at once; GET shows its progress), or carries on with a
 * failed one from where it stopped. **(protective)** A preview is applied only while the roster is
 * still what it was planned against: a preview made before another import changed the roster
 * would undo that import's changes with stale ones.
 */
export async function startApply(
  deps: ImportDeps,
  caller: AccessClaims,
  importId: string,
): Promise<RosterImport> {
  const record = await callersImport(deps, caller, importId);
  const roster = deps.rosterOf(record.organizationId);
  const status = statusOf(record, deps.now());
  const version = await roster.version();
  if (status === 'previewed') {
    if (!record.preview.canApply) {
      throw conflict("This import can't be applied: please fix what the preview says and upload it again.");
    }
    if (version !== record.basedOn) {
      throw conflict(
        'Another import changed your district after this one was previewed. Please upload the files again, so the preview is up to date.',
      );
    }
  } else if (status !== 'failed' || !isLatest(version, record.id)) {
    throw conflict(cannot(status, 'applied'));
  }
  if (record.progress.total === 0 && status === 'previewed') {
    // Nothing to do (the same set again): applied at once, the roster's version untouched.
    const done = await deps.imports.update(record.id, record.status, {
      status: 'applied',
      updatedAt: deps.now().toISOString(),
    });
    return toRosterImport(done ?? record, deps.now());
  }
  return startJob(deps, record, 'apply');
}

/** Undoes an applied or failed import, last step first, as a job. */
export async function startRollback(
  deps: ImportDeps,
  caller: AccessClaims,
  importId: string,
): Promise<RosterImport> {
  const record = await callersImport(deps, caller, importId);
  const status = statusOf(record, deps.now());
  const version = await deps.rosterOf(record.organizationId).version();
  if (status !== 'applied' && status !== 'failed') throw conflict(cannot(status, 'rolled back'));
  if (!isLatest(version, record.id)) {
    throw conflict(
      record.progress.total === 0
        ? 'This import changed nothing, so there is nothing to roll back.'
        : 'A later import changed your district after this one, so this one can no longer be rolled back.',
    );
  }
  return startJob(deps, record, 'rollback');
}

/** Throws a previewed import away; nothing of it was applied. */
export async function discardImport(
  deps: ImportDeps,
  caller: AccessClaims,
  importId: string,
): Promise<RosterImport> {
  const record = await callersImport(deps, caller, importId);
  if (record.status !== 'previewed') throw conflict(cannot(record.status, 'discarded'));
  const discarded = await deps.imports.update(record.id, 'previewed', {
    status: 'discarded',
    updatedAt: deps.now().toISOString(),
  });
  if (!discarded) throw conflict(cannot('applying', 'discarded'));
  await deps.imports.dropJournal(record.id, record.chunks);
  return toRosterImport(discarded, deps.now());
}

function cannot(status: RosterImport['status'], what: string): string {
  const now: Record<RosterImport['status'], string> = {
    previewed: 'has not been applied yet',
    applying: 'is being applied right now',
    applied: 'has been applied already',
    failed: 'stopped part-way',
    'rolling-back': 'is being rolled back right now',
    'rolled-back': 'has been rolled back',
    discarded: 'was discarded',
  };
  return `This import can't be ${what}: it ${now[status]}.`;
}

async function startJob(
  deps: ImportDeps,
  record: RosterImportRecord,
  kind: 'apply' | 'rollback',
): Promise<RosterImport> {
  const lease = await deps.locks.take(districtLockName(record.organizationId));
  if (!lease) throw conflict(ANOTHER_IMPORT_RUNNING);
  try {
    const now = deps.now();
    const at = now.toISOString();
    const stalled = isStalled(record, now);
    const total = record.progress.total;
    // A job that stopped without saying how far it got may be ahead of its last progress write:
    // its rollback starts that far on (undoing a step that never ran changes nothing).
    const rollbackFrom = stalled ? Math.min(total, record.position + PROGRESS_EVERY) : record.position;
    const changes: Partial<RosterImportRecord> =
      kind === 'apply'
        ? { status: 'applying', progress: { done: record.position, total }, rollbackFrom: null }
        : {
            status: 'rolling-back',
            progress: { done: 0, total: rollbackFrom },
            position: rollbackFrom,
            rollbackFrom,
          };
    const started = await deps.imports.update(record.id, record.status, {
      ...changes,
      failure: null,
      updatedAt: at,
      heartbeatAt: at,
    });
    if (!started) throw conflict(ANOTHER_IMPORT_RUNNING);
    await deps.rosterOf(record.organizationId).setVersion(`${record.id}:${kind}`);
    deps.background(() => runJob(deps, started, kind, lease));
    return toRosterImport(started, deps.now());
  } catch (error) {
    await lease.release();
    throw error;
  }
}

/** Runs the journal forward from `position` (apply) or back from it (rollback), saying how far it got. */
async function runJob(
  deps: ImportDeps,
  record: RosterImportRecord,
  kind: 'apply' | 'rollback',
  lease: Lease,
): Promise<void> {
  const running = kind === 'apply' ? 'applying' : 'rolling-back';
  const total = record.progress.total;
  const from = record.rollbackFrom ?? 0;
  let position = record.position;
  const notices = { count: record.notices.count, shown: [...record.notices.shown] };
  const ctx: ApplyContext = {
    organizationId: record.organizationId,
    importId: record.id,
    users: deps.users,
    organizations: deps.organizations,
    sessions: deps.sessions,
    roster: deps.rosterOf(record.organizationId),
    now: deps.now,
    notice(problem: RosterProblem) {
      notices.count += 1;
      if (notices.shown.length < NOTICES_SHOWN) notices.shown.push(problem);
    },
  };
  const progress = () =>
    kind === 'apply' ? { done: position, total } : { done: from - position, total: from };
  let written = { position, at: Date.now() };
  const save = async (changes: Partial<RosterImportRecord>) => {
    const at = deps.now().toISOString();
    await deps.imports.update(record.id, running, {
      position,
      progress: progress(),
      notices,
      updatedAt: at,
      heartbeatAt: at,
      ...changes,
    });
    written = { position, at: Date.now() };
  };
  const chunks = new Map<number, JournalStep[]>();
  const stepAt = async (seq: number): Promise<JournalStep> => {
    const index = Math.floor(seq / JOURNAL_CHUNK);
    let chunk = chunks.get(index);
    if (!chunk) {
      chunks.clear();
      chunk = await deps.imports.readChunk(record.id, index);
      chunks.set(index, chunk);
    }
    const step = chunk[seq % JOURNAL_CHUNK];
    if (!step) throw new Error(`journal step ${seq} of import ${record.id} is missing`);
    return step;
  };
  /** The new-account steps from `seq` on, in a row, within one journal chunk: up to `room` of them. */
  const newAccountRun = async (seq: number, room: number) => {
    const run: { step: NewAccountStep; seq: number }[] = [];
    const chunkEnd = (Math.floor(seq / JOURNAL_CHUNK) + 1) * JOURNAL_CHUNK;
    for (let next = seq; next < Math.min(total, chunkEnd) && run.length < Math.max(1, room); next += 1) {
      const step = await stepAt(next);
      if (!isNewAccountStep(step)) break;
      run.push({ step, seq: next });
    }
    return run;
  };
  try {
    while (kind === 'apply' ? position < total : position > 0) {
      if (deps.stopping()) throw new JobStopped();
      const seq = kind === 'apply' ? position : position - 1;
      const step = await stepAt(seq);
      if (kind === 'apply' && isNewAccountStep(step)) {
        // Never past the next progress write, so a stop leaves at most PROGRESS_EVERY steps unsaved.
        const room = Math.min(NEW_ACCOUNTS_AT_ONCE, PROGRESS_EVERY - (position - written.position));
        const run = await newAccountRun(seq, room);
        await applyNewAccounts(ctx, run);
        position = seq + run.length;
      } else {
        await applyJournalStep(ctx, step, seq, kind === 'apply' ? 'forward' : 'back');
        position = kind === 'apply' ? seq + 1 : seq;
      }
      if (
        Math.abs(position - written.position) >= PROGRESS_EVERY ||
        Date.now() - written.at >= PROGRESS_EVERY_MS
      ) {
        await save({});
        await lease.renew();
      }
    }
    await save({ status: kind === 'apply' ? 'applied' : 'rolled-back' });
    // The platform admin's feed (issue 16); after the job, so a failed write never fails the import.
    deps.background(() => auditImportJob(deps, record, kind));
  } catch (error) {
    const step = kind === 'apply' ? position + 1 : position;
    await save({
      status: 'failed',
      failure: {
        during: kind,
        message:
          error instanceof JobStopped
            ? STOPPED_PART_WAY
            : kind === 'apply'
              ? `The import stopped at change ${step} of ${total}: we couldn't save it. The ${position} changes before it are in place. You can carry on from there, or roll back what was done.`
              : `The rollback stopped at change ${step}: we couldn't undo it. ${position} changes are still in place. You can try the rollback again, or apply the import again.`,
        at: deps.now().toISOString(),
        canResume: true,
        canRollBack: true,
      },
    }).catch(() => undefined);
    if (!(error instanceof JobStopped)) throw error;
  } finally {
    await lease.release();
  }
}
