import { acceptGuidelines as acceptGuidelinesCall, guidelinesConsent } from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** GET /api/forum/consent (`guidelinesConsent`): whether the caller has agreed to the Community Guidelines. */
export const fetchConsent = () => callApi(guidelinesConsent);

/** POST /api/forum/consent (no body, `acceptGuidelines`): agree to the Community Guidelines. */
export const acceptGuidelines = () => callApi(acceptGuidelinesCall);

export const consentQuery = queryOptions({ queryKey: forumKeys.consent, queryFn: fetchConsent });
