import type { z } from 'zod';
import { baseServiceEnv, portEnv } from '@heartwise/service-kit';

export const forumConfig = baseServiceEnv.extend({ PORT: portEnv(4003) });
export type ForumConfig = z.infer<typeof forumConfig>;
