import { OrgSettings } from '@heartwise/contracts';
import { getJson, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

export const orgSettingsKey = ['/api/org/settings'] as const;

/** GET /api/org/settings: the district's community scope, retention, phrases and helplines. */
export const fetchOrgSettings = (): Promise<OrgSettings> => getJson('/api/org/settings', OrgSettings);

export const orgSettingsQuery = queryOptions({ queryKey: orgSettingsKey, queryFn: fetchOrgSettings });

/** PUT /api/org/settings: the whole settings; the reply is what is now stored. */
export const saveOrgSettings = (settings: OrgSettings): Promise<OrgSettings> =>
  sendJson('PUT', '/api/org/settings', settings, OrgSettings);
