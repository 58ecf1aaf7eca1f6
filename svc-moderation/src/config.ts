import type { z } from 'zod';
import { baseServiceEnv, portEnv } from '@heartwise/service-kit';

export const moderationConfig = baseServiceEnv.extend({ PORT: portEnv(4004) });
export type ModerationConfig = z.infer<typeof moderationConfig>;
