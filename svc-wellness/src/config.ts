import type { z } from 'zod';
import { baseServiceEnv, portEnv } from '@heartwise/service-kit';

export const wellnessConfig = baseServiceEnv.extend({ PORT: portEnv(4002) });
export type WellnessConfig = z.infer<typeof wellnessConfig>;
