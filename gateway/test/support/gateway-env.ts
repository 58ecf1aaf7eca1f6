/** Where nothing listens: a service that is "down" for a test (the gateway answers 503 for it). */
export const NOWHERE = 'http://127.0.0.1:9';

/** The services a test gateway proxies to; one left out is at NOWHERE. */
export interface GatewayServiceUrls {
  identity?: string;
  wellness?: string;
  forum?: string;
  moderation?: string;
}

/**
 * A gateway's environment for tests: loopback, a free port, quiet logs, the remotes on their
 * development ports, and these services. `extra` adds or replaces settings (SHELL_DIR, BODY_LIMIT…).
 */
export function testGatewayEnv(
  publicKey: string,
  services: GatewayServiceUrls,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    JWT_PUBLIC_KEY: publicKey,
    IDENTITY_URL: services.identity ?? NOWHERE,
    WELLNESS_URL: services.wellness ?? NOWHERE,
    FORUM_URL: services.forum ?? NOWHERE,
    MODERATION_URL: services.moderation ?? NOWHERE,
    REMOTE_WELLNESS_URL: 'http://localhost:3001/mf-manifest.json',
    REMOTE_FORUM_URL: 'http://localhost:3002/mf-manifest.json',
    REMOTE_ADMIN_URL: 'http://localhost:3003/mf-manifest.json',
    REMOTE_PORTAL_URL: 'http://localhost:3004/mf-manifest.json',
    ...extra,
  };
}
