import type { AdminActivityPage, AdminActivityQuery } from '@heartwise/contracts';
import { conflict, opaqueCursor } from '@heartwise/service-kit/domain';
import { z } from 'zod';
import type { AuditLog, AuditPosition } from '../../ports/audit-log.port.js';
import { activityFeed, type ActivityDeps } from './admin-activity.js';

/** A cursor is the last entry's time and id. */
const cursor = opaqueCursor(z.tuple([z.string(), z.string()]));
const encodeCursor = ({ at, id }: AuditPosition): string => cursor.encode([at, id]);

function decodeCursor(text: string): AuditPosition {
  const position = cursor.decode(text);
  if (position) return { at: position[0], id: position[1] };
  // 409, as for a link request that expired: the request was well formed, the page is gone.
  throw conflict('That page of the activity log has expired. Please start again from the newest.');
}

/**
 * The whole audit log for platform admins (issue 19), newest first, a page at a time: one kind,
 * one person who acted, a date range. One entry more than asked tells whether an older page exists.
 */
export async function adminActivityLog(
  deps: ActivityDeps & { audit: Pick<AuditLog, 'page'> },
  query: AdminActivityQuery,
): Promise<AdminActivityPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter = {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(query.from ? { from: new Date(query.from).toISOString() } : {}),
    ...(query.to ? { to: new Date(query.to).toISOString() } : {}),
  };
  const found = await deps.audit.page(filter, after, query.limit + 1);
  const entries = found.slice(0, query.limit);
  const last = entries.at(-1);
  return {
    entries: await activityFeed(deps, entries),
    nextCursor: found.length > query.limit && last ? encodeCursor(last) : null,
  };
}
