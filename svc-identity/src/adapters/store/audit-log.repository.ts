import type { DocumentStore, Filter } from '@heartwise/service-kit';
import { AdminActivityKind, DistrictActivityKind } from '@heartwise/contracts';
import { AuditRecord, type AuditFilter, type AuditLog } from '../../ports/audit-log.port.js';

/** Every kind the log holds: the platform admin's feed shows districts' actions beside its own. */
const SHOWN_KINDS = [...AdminActivityKind.options, ...DistrictActivityKind.options];

/** The filter's part of a query; `before` caps `at` further (a page's start). */
function logQuery(filter: AuditFilter, before?: { at: string; inclusive: boolean }): Filter<AuditRecord> {
  const at: { $gte?: string; $lt?: string; $lte?: string } = {};
  if (filter.from) at.$gte = filter.from;
  if (filter.to) at.$lt = filter.to;
  if (before) {
    const cap = before.inclusive ? '$lte' : '$lt';
    // Two upper bounds: keep the tighter one.
    if (!at.$lt || before.at < at.$lt) {
      delete at.$lt;
      at[cap] = before.at;
    }
  }
  return {
    kind: filter.kind ?? { $in: SHOWN_KINDS },
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(Object.keys(at).length > 0 ? { at } : {}),
  };
}

const newestFirst = (a: AuditRecord, b: AuditRecord): number =>
  a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1;

/** The `audit_log` collection: one document per administrator action, never updated. */
export function auditLog(store: DocumentStore): AuditLog {
  const entries = store.collection<AuditRecord>({
    name: 'audit_log',
    schema: AuditRecord,
    indexes: [{ fields: { at: -1 } }, { fields: { actorId: 1, at: -1 } }, { fields: { kind: 1, at: -1 } }],
  });
  const find = async (query: Filter<AuditRecord>, limit?: number) =>
    (await entries.find(query, { sort: { at: -1, id: -1 }, ...(limit ? { limit } : {}) })).map((entry) =>
      AuditRecord.parse(entry),
    );
  return {
    async record(entry) {
      await entries.insert(entry);
    },
    newest: (limit) => find(logQuery({}), limit),
    async page(filter, after, limit) {
      if (after === null) return find(logQuery(filter), limit);
      // No $or in the port: the entries older than `after`, and those at the same instant with a smaller id.
      const [older, sameInstant] = await Promise.all([
        find(logQuery(filter, { at: after.at, inclusive: false }), limit),
        filter.from && after.at < filter.from
          ? Promise.resolve([])
          : find({ ...logQuery(filter), at: after.at, id: { $lt: after.id } }),
      ]);
      return [...sameInstant, ...older].sort(newestFirst).slice(0, limit);
    },
  };
}
