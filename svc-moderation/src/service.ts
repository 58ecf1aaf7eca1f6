import type { ServiceDefinition } from '@heartwise/service-kit';
import { moderationConfig } from './config.js';
import { moderationItemRepository } from './adapters/store/moderation-item.repository.js';
import { moderationRoutes } from './http/moderation.routes.js';

/** svc-moderation: the moderation queue, decisions, moderator and admin figures. */
export const moderationService: ServiceDefinition<typeof moderationConfig> = {
  name: 'svc-moderation',
  configSchema: moderationConfig,
  build({ infra, verifier }) {
    const items = moderationItemRepository(infra.store);
    return {
      routes(app) {
        app.use(moderationRoutes({ items, verifier }));
      },
    };
  },
};
