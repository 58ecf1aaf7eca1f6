import { DistrictModerationFigures } from '../organization/district-figures.js';
import {
  ModerationActionParams,
  ModerationActionRequest,
  ModerationItem,
  ModerationList,
} from '../moderation/items.js';
import type { Operation } from './operation.js';

/**
 * An organization admin's moderation calls (issue 16), owned by svc-moderation, always over their
 * own district.
 */
export const orgModerationOperations = {
  districtEscalations: {
    method: 'get',
    path: '/api/org/escalations',
    summary:
      "What the district's moderators escalated: the items with what they saw and wrote, high priority first, then newest",
    service: 'moderation',
    auth: 'org-admin',
    response: ModerationList,
  },
  decideEscalation: {
    method: 'post',
    path: '/api/org/escalations/{itemId}/{action}',
    summary:
      "Decide about an escalated item of the district: the administrator's choices (decisionsFor); platform admins can too",
    service: 'moderation',
    auth: 'org-admin',
    params: ModerationActionParams,
    // The route reads a missing body as {}: most decisions need no words.
    body: ModerationActionRequest.optional(),
    response: ModerationItem,
    errors: {
      400: 'the item id or decision is not one, the crisis risk was not confirmed, or the decision takes no message',
      404: "no item of the caller's district has this id",
      409: 'the item is not escalated any more, or the decision is not one it offers',
    },
  },
  districtModerationFigures: {
    method: 'get',
    path: '/api/org/figures/moderation',
    summary:
      'Moderation load per school of the district: items entered this week and open now ("fewer than 10" under 10 youth authors)',
    service: 'moderation',
    auth: 'org-admin',
    response: DistrictModerationFigures,
    timeZone: true,
  },
} as const satisfies Record<string, Operation>;
