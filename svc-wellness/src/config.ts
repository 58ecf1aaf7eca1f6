import type { z } from 'zod';
import { HelplinesSetting } from '@heartwise/contracts';
import { baseServiceEnv, portEnv } from '@heartwise/service-kit';

export const wellnessConfig = baseServiceEnv.extend({
  PORT: portEnv(4002),
  /**
   * Helplines for "Get help now" and a very strong hard feeling: a JSON array that replaces the
   * country directory for everyone; unset, each caller gets their country's (contracts).
   */
  HELPLINES: HelplinesSetting,
});
export type WellnessConfig = z.infer<typeof wellnessConfig>;
