import { z } from 'zod';
import { optionalEnv, portEnv } from '@heartwise/service-kit';
import { parseByteSize } from './body-limit.js';

const url = z.url();

export const gatewayConfig = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: portEnv(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_PUBLIC_KEY: z.string().min(1, 'JWT_PUBLIC_KEY is required (PEM)'),
  REDIS_URL: optionalEnv(z.string().startsWith('redis://')),
  IDENTITY_URL: url.default('http://127.0.0.1:4001'),
  WELLNESS_URL: url.default('http://127.0.0.1:4002'),
  FORUM_URL: url.default('http://127.0.0.1:4003'),
  MODERATION_URL: url.default('http://127.0.0.1:4004'),
  /** Where each remote's mf-manifest.json is served: configuration, so a remote redeploys alone. */
  REMOTE_WELLNESS_URL: url,
  REMOTE_FORUM_URL: url,
  REMOTE_ADMIN_URL: url,
  REMOTE_PORTAL_URL: url,
  /** The built shell, served with SPA fallback in the local modes (k8s serves it on its own). */
  SHELL_DIR: optionalEnv(z.string()),
  /**
   * Whose X-Forwarded-For the gateway believes (Express `trust proxy`): nobody by default (0), so a
   * client cannot choose its own address; in a cluster, the ingress controller's addresses.
   */
  TRUST_PROXY: z.string().min(1).default('0'),
  /** Largest request body the gateway lets through (declared Content-Length), e.g. 100kb, 1mb. */
  BODY_LIMIT: z
    .string()
    .default('100kb')
    .refine((size) => parseByteSize(size) !== undefined, 'BODY_LIMIT must be a size such as 100kb or 1mb'),
});
export type GatewayConfig = z.infer<typeof gatewayConfig>;
