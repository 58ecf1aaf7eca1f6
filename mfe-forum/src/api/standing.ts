import { markNoticeRead as markNoticeReadCall, myStanding } from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** GET /api/forum/standing (`myStanding`): the caller's mute or suspension now (or null), and the moderators' messages. */
export const fetchStanding = () => callApi(myStanding);

/** POST /api/forum/standing/notices/{id}/read (`markNoticeRead`): "Got it". */
export const markNoticeRead = (id: string) => callApi(markNoticeReadCall, { params: { id } });

export const standingQuery = queryOptions({ queryKey: forumKeys.standing, queryFn: fetchStanding });
