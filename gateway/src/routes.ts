import type { GatewayConfig } from './config.js';

export type ServiceName = 'identity' | 'wellness' | 'forum' | 'moderation';

/**
 * Which service owns which /api path. Most specific first: /api/admin/moderation belongs to
 * svc-moderation while the rest of /api/admin (users) belongs to svc-identity.
 */
export const routeTable: readonly { prefix: string; service: ServiceName }[] = [
  { prefix: '/api/admin/moderation', service: 'moderation' },
  { prefix: '/api/moderation', service: 'moderation' },
  { prefix: '/api/forum', service: 'forum' },
  { prefix: '/api/habits', service: 'wellness' },
  { prefix: '/api/daily-compassion-check', service: 'wellness' },
  { prefix: '/api/micro-activities', service: 'wellness' },
  { prefix: '/api/emotional-checkins', service: 'wellness' },
  { prefix: '/api/emotional-sessions', service: 'wellness' },
  { prefix: '/api/wellness', service: 'wellness' },
  { prefix: '/api/user', service: 'identity' },
  { prefix: '/api/login', service: 'identity' },
  { prefix: '/api/logout', service: 'identity' },
  { prefix: '/api/register', service: 'identity' },
  { prefix: '/api/activate', service: 'identity' },
  { prefix: '/api/links', service: 'identity' },
  { prefix: '/api/profile', service: 'identity' },
  // An organization admin's calls other services own (issue 16), before the rest of /api/org (svc-identity's).
  { prefix: '/api/org/escalations', service: 'moderation' },
  { prefix: '/api/org/figures/moderation', service: 'moderation' },
  { prefix: '/api/org/figures/wellness', service: 'wellness' },
  { prefix: '/api/org/figures/forum', service: 'forum' },
  { prefix: '/api/org', service: 'identity' },
  { prefix: '/api/admin', service: 'identity' },
];

export function ownerOf(path: string): ServiceName | undefined {
  return routeTable.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.service;
}

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    identity: config.IDENTITY_URL,
    wellness: config.WELLNESS_URL,
    forum: config.FORUM_URL,
    moderation: config.MODERATION_URL,
  };
}

/** Words a person reads when a service is down: which part of Heartwise, in plain language. */
export const areaNames: Record<ServiceName, string> = {
  identity: 'Sign-in',
  wellness: 'Your wellness tools',
  forum: 'Pause and Post',
  moderation: 'Moderation',
};
