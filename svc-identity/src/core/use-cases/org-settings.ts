import { OrgSettingsChanged, type AccessClaims, type OrgSettings } from '@heartwise/contracts';
import { forbidden, newEvent } from '@heartwise/service-kit';
import { callersDistrict, type DistrictDeps } from '../districts/callers-district.js';
import { settingsOf } from '../organization.record.js';

/** The organization admin's district's settings (GET /api/org/settings): the defaults until changed. */
export async function orgSettings(deps: DistrictDeps, caller: AccessClaims): Promise<OrgSettings> {
  return settingsOf(await callersDistrict(deps, caller));
}

/**
 * Replaces the district's settings (PUT /api/org/settings). The district's document and
 * identity.org.settings.changed (the settings whole, so the last one wins in every consumer) are
 * one write: forum, wellness and moderation apply them from the event, never by asking.
 */
export async function changeOrgSettings(
  deps: DistrictDeps,
  caller: AccessClaims,
  settings: OrgSettings,
): Promise<OrgSettings> {
  const district = await callersDistrict(deps, caller);
  const event = newEvent(OrgSettingsChanged, { organizationId: district.id, ...settings });
  const stored = await deps.organizations.updateSettings(district.id, settings, [event]);
  if (!stored) throw forbidden('Your district could not be found. Please ask a Heartwise administrator.');
  return settingsOf(stored);
}
