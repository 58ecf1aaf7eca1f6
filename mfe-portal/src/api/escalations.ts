import type { ModerationActionRequest, ModerationDecision, ModerationItem } from '@heartwise/contracts';
import { decideEscalation as decideEscalationCall, districtEscalations } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { postDecision } from '@heartwise/web-runtime/moderation';
import { queryOptions } from '@tanstack/react-query';

export const escalationsKey = apiKey(districtEscalations);

/** GET /api/org/escalations (svc-moderation, `districtEscalations`): what the district's moderators escalated, high priority first. */
export const fetchEscalations = (): Promise<ModerationItem[]> => callApi(districtEscalations);

export const escalationsQuery = queryOptions({ queryKey: escalationsKey, queryFn: fetchEscalations });

/** POST /api/org/escalations/{itemId}/{decision}: the administrator's choice; a JSON body only with words. */
export const decideEscalation = (
  itemId: string,
  decision: ModerationDecision,
  request: ModerationActionRequest = {},
): Promise<ModerationItem> => postDecision(decideEscalationCall, itemId, decision, request);
