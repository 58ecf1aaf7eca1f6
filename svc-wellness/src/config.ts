import type { z } from 'zod';
import { HelplinesSetting } from '@heartwise/contracts';
import { baseServiceEnv, portEnv } from '@heartwise/service-kit';

export const wellnessConfig = baseServiceEnv.extend({
  PORT: portEnv(4002),
  /** Helplines for "Get help now" and a very strong hard feeling: a JSON array; unset means contracts' defaults. */
  HELPLINES: HelplinesSetting,
});
export type WellnessConfig = z.infer<typeof wellnessConfig>;
