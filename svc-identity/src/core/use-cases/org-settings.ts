import { OrgSettingsChanged, type AccessClaims, type OrgSettings } from '@heartwise/contracts';
import { forbidden, newEvent } from '@heartwise/service-kit/domain';
import { audit, type Audited } from '../audit.js';
import { callersDistrict, type DistrictDeps } from '../districts/callers-district.js';
import { settingsOf } from '../organization.record.js';

/** The organization admin's district's settings (GET /api/org/settings): the defaults until changed. */
export async function orgSettings(deps: DistrictDeps, caller: AccessClaims): Promise<OrgSettings> {
  return settingsOf(await callersDistrict(deps, caller));
}

/** Which settings differ (each compared whole: a helpline edited is "helplines" changed). */
const changedParts = (before: OrgSettings, after: OrgSettings): (keyof OrgSettings)[] =>
  (Object.keys(after) as (keyof OrgSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/**
 * Replaces the district's settings (PUT /api/org/settings). The district's document and
 * identity.org.settings.changed (the settings whole, so the last one wins in every consumer) are
 * one write: forum, wellness and moderation apply them from the event, never by asking. Audited
 * when something changed: which settings, never their values.
 */
export async function changeOrgSettings(
  deps: DistrictDeps & Audited,
  caller: AccessClaims,
  settings: OrgSettings,
): Promise<OrgSettings> {
  const district = await callersDistrict(deps, caller);
  const event = newEvent(OrgSettingsChanged, { organizationId: district.id, ...settings });
  const stored = await deps.organizations.updateSettings(district.id, settings, [event]);
  if (!stored) throw forbidden('Your district could not be found. Please ask a Heartwise administrator.');
  const changed = changedParts(settingsOf(district), settingsOf(stored));
  if (changed.length > 0) {
    await audit(deps, {
      kind: 'org-settings-changed',
      actorId: caller.sub,
      organizationId: district.id,
      settings: changed,
    });
  }
  return settingsOf(stored);
}
