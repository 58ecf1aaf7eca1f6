import { randomUUID } from 'node:crypto';
import { conflict } from '@heartwise/service-kit/domain';
import type { AccessClaims, RosterImport } from '@heartwise/contracts';
import { callersDistrict } from '../../districts/callers-district.js';
import { planRoster } from '../plan-roster.js';
import { summariseRosterPlan } from '../roster-plan-summary.js';
import type { RosterSet } from '../roster-set.port.js';
import type { RosterStep } from '../roster-steps.js';
import { ANOTHER_IMPORT_RUNNING, districtLockName, type ImportDeps } from './import-deps.js';
import { toRosterImport } from './import-view.js';
import { toJournalStep, type JournalStep } from './journal-step.js';
import { JOURNAL_CHUNK } from './roster-imports.port.js';
import type { RosterImportRecord } from './roster-import.record.js';

/**
 * An organization admin's upload, read and planned against their district's roster (the dry run):
 * its preview is stored with the import, and every change it would make is journaled in chunks,
 * in order, for the apply to run. Planning holds the district's import lock, so the roster cannot
 * change under it. `files` are the names as uploaded.
 */
export async function uploadImport(
  deps: ImportDeps,
  caller: AccessClaims,
  set: RosterSet,
  files: string[],
): Promise<RosterImport> {
  const district = await callersDistrict(deps, caller);
  const account = await deps.users.findById(caller.sub);
  const lease = await deps.locks.take(districtLockName(district.id));
  if (!lease) throw conflict(ANOTHER_IMPORT_RUNNING);
  const id = randomUUID();
  let chunks = 0;
  try {
    const roster = deps.rosterOf(district.id);
    const [basedOn, storedDistrict] = await Promise.all([roster.version(), roster.districtSourcedId()]);
    let pending: JournalStep[] = [];
    let total = 0;
    const flush = async () => {
      if (pending.length === 0) return;
      await deps.imports.writeChunk(id, chunks, pending);
      chunks += 1;
      pending = [];
      await lease.renew();
    };
    async function* journaled(): AsyncGenerator<RosterStep> {
      for await (const step of planRoster(set, roster)) {
        const entry = toJournalStep(step, storedDistrict);
        if (entry !== null) {
          pending.push(entry);
          total += 1;
          if (pending.length >= JOURNAL_CHUNK) await flush();
        }
        yield step;
      }
      await flush();
    }
    const preview = await summariseRosterPlan(journaled());
    if (!preview.canApply) {
      // It can't be applied: its journal is of no use.
      await deps.imports.dropJournal(id, chunks);
      chunks = 0;
      total = 0;
    }
    const at = deps.now().toISOString();
    const record: RosterImportRecord = {
      id,
      organizationId: district.id,
      status: 'previewed',
      createdAt: at,
      updatedAt: at,
      createdBy: {
        userId: caller.sub,
        name: `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim() || (account?.username ?? ''),
      },
      files,
      preview,
      progress: { done: 0, total },
      failure: null,
      notices: { count: 0, shown: [] },
      basedOn,
      chunks,
      heartbeatAt: null,
      position: 0,
      rollbackFrom: null,
    };
    await deps.imports.create(record);
    return toRosterImport(record, deps.now());
  } catch (error) {
    await deps.imports.dropJournal(id, chunks).catch(() => undefined);
    throw error;
  } finally {
    await lease.release();
  }
}
