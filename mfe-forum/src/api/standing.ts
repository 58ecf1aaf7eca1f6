import { MemberStanding, OkBody } from '@heartwise/contracts';
import { getJson, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** GET /api/forum/standing: the caller's mute or suspension now (or null), and the moderators' messages. */
export const fetchStanding = () => getJson('/api/forum/standing', MemberStanding);

/** POST /api/forum/standing/notices/{id}/read: "Got it". */
export const markNoticeRead = (id: string) =>
  sendJson('POST', `/api/forum/standing/notices/${encodeURIComponent(id)}/read`, undefined, OkBody);

export const standingQuery = queryOptions({ queryKey: forumKeys.standing, queryFn: fetchStanding });
