import { z } from 'zod';
import { Id, freeText } from '../common.js';
import type { Helpline } from '../support/support-notice.js';

/**
 * Who a district's youth talk with in Pause and Post: everyone in the district, or only their
 * own school (issue 16). The unaffiliated keep the public community.
 */
export const CommunityScope = z.enum(['district', 'school']).meta({ id: 'CommunityScope' });
export type CommunityScope = z.infer<typeof CommunityScope>;

/** Days a deactivated account is kept before it is deleted; the district chooses within these. */
export const MIN_RETENTION_DAYS = 0;
export const MAX_RETENTION_DAYS = 365;
export const DEFAULT_RETENTION_DAYS = 30;
export const MAX_DISTRICT_PHRASES = 200;
export const MAX_DISTRICT_HELPLINES = 8;

/**
 * A district's own helpline as its organization admin enters it: a name and at least one way to
 * reach it. Services show it as a `Helpline` (see `toHelpline`).
 */
export const DistrictHelpline = z
  .object({
    name: freeText({ min: 1, max: 80, tooShort: 'Please give the helpline a name.' }),
    phone: freeText({ max: 40 }).optional(),
    textLine: freeText({ max: 80 }).optional(),
    hours: freeText({ max: 80 }).optional(),
  })
  .refine((line) => Boolean(line.phone?.trim() || line.textLine?.trim()), {
    message: 'Please add a phone number or a text line.',
    path: ['phone'],
  })
  .meta({ id: 'DistrictHelpline' });
export type DistrictHelpline = z.infer<typeof DistrictHelpline>;

/** How a district helpline reads wherever support is offered: "Call 555-0100 · Text HELLO to 741741 · Weekdays 8–6". */
export function toHelpline(line: DistrictHelpline): Helpline {
  const ways = [
    line.phone?.trim() ? `Call ${line.phone.trim()}` : null,
    line.textLine?.trim() ? `Text ${line.textLine.trim()}` : null,
    line.hours?.trim() || null,
  ].filter((part): part is string => part !== null);
  return { name: line.name.trim(), contact: ways.join(' · ') };
}

/** A district's settings (GET/PUT /api/org/settings). */
export const OrgSettings = z
  .object({
    communityScope: CommunityScope,
    retentionDays: z
      .number()
      .int()
      .min(MIN_RETENTION_DAYS, 'Retention cannot be negative.')
      .max(MAX_RETENTION_DAYS, `Please choose at most ${MAX_RETENTION_DAYS} days.`),
    /** Extra words or phrases that hold a post of the district's youth for a moderator. */
    screeningPhrases: z
      .array(freeText({ min: 2, max: 80, tooShort: 'Each phrase needs at least 2 characters.' }))
      .max(MAX_DISTRICT_PHRASES, `Please keep to ${MAX_DISTRICT_PHRASES} phrases.`),
    /** Replace the default helplines in every support notice the district's youth see; empty keeps the defaults. */
    helplines: z
      .array(DistrictHelpline)
      .max(MAX_DISTRICT_HELPLINES, `Please keep to ${MAX_DISTRICT_HELPLINES} helplines.`),
  })
  .meta({ id: 'OrgSettings' });
export type OrgSettings = z.infer<typeof OrgSettings>;

export const defaultOrgSettings: OrgSettings = {
  communityScope: 'district',
  retentionDays: DEFAULT_RETENTION_DAYS,
  screeningPhrases: [],
  helplines: [],
};

/** identity.org.settings.changed: a district's settings as they now are (whole, so the last one wins). */
export const OrgSettingsChange = OrgSettings.extend({ organizationId: Id });
export type OrgSettingsChange = z.infer<typeof OrgSettingsChange>;
