import { z } from 'zod';
import { baseServiceEnv, optionalEnv, portEnv } from '@heartwise/service-kit';

export const identityConfig = baseServiceEnv.extend({
  PORT: portEnv(4001),
  JWT_PRIVATE_KEY: z
    .string()
    .min(1, 'JWT_PRIVATE_KEY is required (PEM; npm start and start:stack generate one)'),
  /** How long a sign-in lasts; the cookie, the token and the Redis session share it. */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(24 * 60 * 60),
  /** Failed sign-ins allowed per account, and per address, in one window (then 429 until it ends). */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /**
   * Link requests allowed per parent, and per address, in one window (then 429 until it ends):
   * enough for a family asking again after a typo, too few for guessing usernames.
   */
  LINK_REQUESTS_PER_PARENT: z.coerce.number().int().min(1).default(10),
  LINK_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LINK_REQUEST_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /** Only the embedded mode (`npm start`) sets this: demo accounts with this password. */
  DEMO_PASSWORD: optionalEnv(z.string().min(8, 'DEMO_PASSWORD must be at least 8 characters')),
});
export type IdentityConfig = z.infer<typeof identityConfig>;
