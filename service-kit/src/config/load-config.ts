import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads a service's environment through its zod schema and fails fast, naming every variable that
 * is missing or wrong, so a misconfigured pod dies at start with a sentence rather than later.
 */
export function loadConfig<S extends z.ZodType>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ConfigError(`${service}: invalid configuration\n${problems.join('\n')}`);
}

/** Empty strings in the environment mean "not set". */
export const optionalEnv = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const portEnv = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** What every service reads: where it listens and which real servers it uses (unset = embedded). */
export const baseServiceEnv = z.object({
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONGO_URL: optionalEnv(z.string().startsWith('mongodb://', 'MONGO_URL must start with mongodb://')),
  KAFKA_BROKERS: optionalEnv(z.string().min(1)),
  REDIS_URL: optionalEnv(z.string().startsWith('redis://', 'REDIS_URL must start with redis://')),
  JWT_PUBLIC_KEY: z
    .string()
    .min(1, 'JWT_PUBLIC_KEY is required (PEM; npm start and start:stack generate one)'),
  /**
   * Which hops may say who the client is (X-Forwarded-For), as Express's `trust proxy` reads it:
   * addresses, subnets or `loopback`, comma-separated, or a hop count. Locally the gateway is on
   * loopback; in a cluster name the gateway's pod network, or every request seems to come from
   * the gateway (and svc-identity's per-address sign-in limit would count everybody together).
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /**
   * Per-person write limits (http/write-limits.ts; sizes in contracts' api/write-limits.ts). `off`
   * only for load tests that play many members with few accounts; never in a deployment.
   */
  WRITE_LIMITS: z.enum(['on', 'off']).default('on'),
});
export type BaseServiceEnv = z.infer<typeof baseServiceEnv>;
