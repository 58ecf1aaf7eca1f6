import { GuidelinesConsent } from '@heartwise/contracts';
import { getJson, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** GET /api/forum/consent: whether the caller has agreed to the Community Guidelines. */
export const fetchConsent = () => getJson('/api/forum/consent', GuidelinesConsent);

/** POST /api/forum/consent (no body): agree to the Community Guidelines. */
export const acceptGuidelines = () => sendJson('POST', '/api/forum/consent', undefined, GuidelinesConsent);

export const consentQuery = queryOptions({ queryKey: forumKeys.consent, queryFn: fetchConsent });
