import type { DistrictHelpline } from '@heartwise/contracts';
import { OrgSettings } from '@heartwise/contracts';
import { z } from 'zod';

/** The phrases box holds one phrase a line; blank lines mean nothing. */
export const phrasesFromText = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * The settings form: the shared OrgSettings schema, with the phrases as the text the admin types
 * (one a line) and a kind word for an empty retention box. What it produces is an OrgSettings.
 */
export const SettingsForm = OrgSettings.extend({
  retentionDays: z.number('Please enter a number of days.').pipe(OrgSettings.shape.retentionDays),
  screeningPhrases: z.string().transform(phrasesFromText).pipe(OrgSettings.shape.screeningPhrases),
});
export type SettingsFormInput = z.input<typeof SettingsForm>;

const blankHelpline = (line: DistrictHelpline): DistrictHelpline => ({
  name: line.name,
  phone: line.phone ?? '',
  textLine: line.textLine ?? '',
  hours: line.hours ?? '',
});

export const emptyHelpline: DistrictHelpline = { name: '', phone: '', textLine: '', hours: '' };

/** Stored settings as the form shows them. */
export const toFormValues = (settings: OrgSettings): SettingsFormInput => ({
  communityScope: settings.communityScope,
  retentionDays: settings.retentionDays,
  screeningPhrases: settings.screeningPhrases.join('\n'),
  helplines: settings.helplines.map(blankHelpline),
});

const filled = (text: string | undefined): string | undefined => (text?.trim() ? text : undefined);

/** What is sent: empty ways of reaching a helpline are left out rather than stored as blanks. */
export const toSettings = (parsed: OrgSettings): OrgSettings => ({
  ...parsed,
  helplines: parsed.helplines.map((line) => {
    const phone = filled(line.phone);
    const textLine = filled(line.textLine);
    const hours = filled(line.hours);
    return {
      name: line.name,
      ...(phone ? { phone } : {}),
      ...(textLine ? { textLine } : {}),
      ...(hours ? { hours } : {}),
    };
  }),
});
