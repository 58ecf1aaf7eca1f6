import type { OrgSettings } from '@heartwise/contracts';
import { orgSettings, saveOrgSettings as saveOrgSettingsCall } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

export const orgSettingsKey = apiKey(orgSettings);

/** GET /api/org/settings (`orgSettings`): the district's community scope, retention, phrases and helplines. */
export const fetchOrgSettings = (): Promise<OrgSettings> => callApi(orgSettings);

export const orgSettingsQuery = queryOptions({ queryKey: orgSettingsKey, queryFn: fetchOrgSettings });

/** PUT /api/org/settings: the whole settings; the reply is what is now stored. */
export const saveOrgSettings = (settings: OrgSettings): Promise<OrgSettings> =>
  callApi(saveOrgSettingsCall, { body: settings });
