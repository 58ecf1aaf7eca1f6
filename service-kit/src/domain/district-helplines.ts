import { helplinesOfCountry, toHelpline, type Helpline, type HelplineCountry } from '@heartwise/contracts';
import type { MemberPlace } from './member-place.js';

/**
 * The helplines a person is shown in every support notice: their district's when it set any
 * (issue 16), which replace everything; else the deployment's HELPLINES when it set any; else the
 * directory's list for the country they are in (issue 19; none or uncovered: the default list).
 */
export function helplinesFor(
  place: Pick<MemberPlace, 'settings'>,
  deployment: readonly Helpline[],
  country: HelplineCountry | null = null,
): readonly Helpline[] {
  const own = place.settings?.helplines ?? [];
  if (own.length) return own.map(toHelpline);
  return deployment.length ? deployment : helplinesOfCountry(country);
}
