import { toHelpline, type Helpline } from '@heartwise/contracts';
import type { MemberPlace } from './member-place.js';

/**
 * The helplines a person is shown in every support notice: their district's when it set any
 * (issue 16), which replace the deployment's; otherwise the deployment's.
 */
export function helplinesFor(
  place: Pick<MemberPlace, 'settings'>,
  defaults: readonly Helpline[],
): readonly Helpline[] {
  const own = place.settings?.helplines ?? [];
  return own.length ? own.map(toHelpline) : defaults;
}
