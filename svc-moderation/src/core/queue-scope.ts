import { worksTheQueue, type AccessClaims } from '@heartwise/contracts';
import type { Places } from '../ports/places.port.js';
import type { ModerationItemRecord } from './moderation-item.js';

/**
 * Which queue items a staff member may see and decide (issue 16):
 * - `every`: platform moderators and admins (no district): every community's;
 * - `district`: a district's moderators, and its organization admin (escalations only): that
 *   district's alone;
 * - `nothing`: anyone else, e.g. an organization admin identity has not yet placed in a district.
 * Anything outside it reads as not found, never as forbidden: its existence is not theirs to know.
 */
export type QueueScope =
  { kind: 'every' } | { kind: 'district'; organizationId: string } | { kind: 'nothing' };

export const EVERY_ITEM: QueueScope = { kind: 'every' };

/**
 * The caller's scope: from their token, which names the district they were in when their session
 * started (identity ends sessions when it changes), so a district moderator is never taken for
 * platform staff while their membership event is on its way; tokens from before districts: from
 * the projection (one read by id).
 */
export async function scopeOf(places: Places, actor: AccessClaims): Promise<QueueScope> {
  const organizationId =
    actor.org !== undefined ? actor.org : (await places.placeOf(actor.sub)).organizationId;
  if (organizationId) {
    // Its organization admin too: decisionsFor offers them the escalated items alone.
    const staff = worksTheQueue(actor.role) || actor.role === 'org-admin';
    return staff ? { kind: 'district', organizationId } : { kind: 'nothing' };
  }
  // **(protective)** An organization admin without a district known yet sees nothing, never everything.
  return worksTheQueue(actor.role) ? EVERY_ITEM : { kind: 'nothing' };
}

export function inScope(scope: QueueScope, item: Pick<ModerationItemRecord, 'organizationId'>): boolean {
  if (scope.kind === 'every') return true;
  return scope.kind === 'district' && item.organizationId === scope.organizationId;
}

/** The district a query is limited to: undefined for every item (check `nothing` before asking). */
export const districtOf = (scope: QueueScope): string | undefined =>
  scope.kind === 'district' ? scope.organizationId : undefined;
