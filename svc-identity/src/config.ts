import { z } from 'zod';
import { baseServiceEnv, optionalEnv, portEnv } from '@heartwise/service-kit';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

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
  /**
   * Sign-in slowing (issue 15; README "Sign-in limits"): free tries, then waits of 1 s, 2 s, 4 s, …
   * up to a longest wait, never a lock. Per account from one address or one known device:
   */
  LOGIN_FREE_FAILURES: positiveInt(5),
  /** Per account from every unknown device together (guessing spread over many machines). */
  LOGIN_FREE_FAILURES_PER_ACCOUNT: positiveInt(20),
  /** Per address across every account: a school of hundreds shares one address. */
  LOGIN_FREE_FAILURES_PER_ADDRESS: positiveInt(100),
  LOGIN_MAX_DELAY_SECONDS: positiveInt(15 * 60),
  /** The address's waits stay short: they slow a whole network, the innocent included. */
  LOGIN_MAX_ADDRESS_DELAY_SECONDS: positiveInt(60),
  /** How long failed tries are remembered, from the first. */
  LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(60 * 60),
  /** How long a browser stays a known device of an account after signing in to it. */
  KNOWN_DEVICE_DAYS: positiveInt(180),
  /** Signs known-device cookies; when unset, one is derived from JWT_PRIVATE_KEY (same secrecy). */
  KNOWN_DEVICE_SECRET: optionalEnv(z.string().min(32, 'KNOWN_DEVICE_SECRET must be at least 32 characters')),
  /**
   * Sign-ups per address (issue 15): this many at once in a window (a class signing up together,
   * retries after a refused password included), then one at a time 1 s, 2 s, 4 s, … apart.
   */
  SIGN_UPS_PER_ADDRESS: positiveInt(60),
  SIGN_UP_WINDOW_SECONDS: positiveInt(10 * 60),
  SIGN_UP_MAX_DELAY_SECONDS: positiveInt(10 * 60),
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
  /**
   * Activation codes (issue 16): how long one works after it is issued, and the key of the HMAC
   * that is all we store of it (when unset, derived from JWT_PRIVATE_KEY; every replica shares it).
   */
  ACTIVATION_CODE_DAYS: positiveInt(14),
  ACTIVATION_CODE_SECRET: optionalEnv(
    z.string().min(32, 'ACTIVATION_CODE_SECRET must be at least 32 characters'),
  ),
  /**
   * Wrong activation codes per address: this many at once (a class typing codes from paper behind
   * one school address), then waits of 1 s, 2 s, 4 s, … up to the longest, never a lock.
   */
  ACTIVATION_FREE_FAILURES_PER_ADDRESS: positiveInt(30),
  ACTIVATION_MAX_DELAY_SECONDS: positiveInt(60),
  ACTIVATION_FAILURE_WINDOW_SECONDS: positiveInt(60 * 60),
  /**
   * Leaving (issue 16): how often deactivated accounts past their district's retention period are
   * looked for, and how many one run deletes at most (the rest wait for the next run).
   */
  RETENTION_SWEEP_INTERVAL_MS: positiveInt(10 * 60 * 1000),
  RETENTION_SWEEP_BATCH: positiveInt(200),
  /** Only the embedded mode (`npm start`) sets this: demo accounts with this password. */
  DEMO_PASSWORD: optionalEnv(z.string().min(8, 'DEMO_PASSWORD must be at least 8 characters')),
});
export type IdentityConfig = z.infer<typeof identityConfig>;
