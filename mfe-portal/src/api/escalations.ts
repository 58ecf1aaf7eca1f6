import type { ModerationActionRequest, ModerationDecision, ModerationItem } from '@heartwise/contracts';
import { ModerationList } from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { postDecision } from '@heartwise/web-runtime/moderation';
import { queryOptions } from '@tanstack/react-query';

export const escalationsKey = ['/api/org/escalations'] as const;

/** GET /api/org/escalations (svc-moderation): what the district's moderators escalated, high priority first. */
export const fetchEscalations = (): Promise<ModerationItem[]> =>
  getJson('/api/org/escalations', ModerationList);

export const escalationsQuery = queryOptions({ queryKey: escalationsKey, queryFn: fetchEscalations });

/** POST /api/org/escalations/{itemId}/{decision}: the administrator's choice; a JSON body only with words. */
export const decideEscalation = (
  itemId: string,
  decision: ModerationDecision,
  request: ModerationActionRequest = {},
): Promise<ModerationItem> =>
  postDecision(`/api/org/escalations/${encodeURIComponent(itemId)}/${encodeURIComponent(decision)}`, request);
