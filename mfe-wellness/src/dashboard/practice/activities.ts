import type { MicroActivity, MicroActivityType } from '@heartwise/contracts';
import { microActivities } from '@heartwise/contracts';
import type { IconName } from '@heartwise/ui-kit';

/** The five micro-activities in display order, Verify first (SPEC §3). */
export const practices: readonly MicroActivity[] = microActivities;

export function practiceOf(type: MicroActivityType): MicroActivity {
  const found = practices.find((activity) => activity.type === type);
  if (!found) throw new Error(`Unknown practice ${type}`);
  return found;
}

/** The contract names each activity's icon by its ui-kit name. */
export const iconOf = (activity: MicroActivity): IconName => activity.icon as IconName;
