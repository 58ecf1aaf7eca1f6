import { randomUUID } from 'node:crypto';
import { Memberships, operationRoutes, type ServiceDefinition } from '@heartwise/service-kit';
import { moderationEvents } from '@heartwise/contracts';
import { moderationConfig } from './config.js';
import { moderationItemRepository } from './adapters/store/moderation-item.repository.js';
import { personRepository } from './adapters/store/person.repository.js';
import { sanctionRepository } from './adapters/store/sanction.repository.js';
import { placesOf } from './adapters/store/places.js';
import { moderationRoutes } from './http/moderation.routes.js';
import { figuresRoutes } from './http/figures.routes.js';
import { orgRoutes } from './http/org.routes.js';
import { identitySubscription } from './events/identity.subscriptions.js';
import { forumSubscription } from './events/forum.subscriptions.js';

/** svc-moderation: the moderation queue, decisions, sanctions, moderator and admin figures. */
export const moderationService: ServiceDefinition<typeof moderationConfig> = {
  name: 'svc-moderation',
  configSchema: moderationConfig,
  build({ infra, verifier, now, served }) {
    const items = moderationItemRepository(infra.store);
    const people = personRepository(infra.store);
    const sanctions = sanctionRepository(infra.store);
    const { store } = infra;
    // Who belongs to which district (issue 16): service-kit's projection, read here by id.
    const memberships = new Memberships(store);
    const places = placesOf(store);
    // Each call of the contracts behind the guard its `auth` names.
    const serve = operationRoutes({ service: 'moderation', verifier, served });
    return {
      events: {
        publishes: moderationEvents,
        subscribes: [
          identitySubscription({ people, sanctions }),
          memberships.subscription('svc-moderation'),
          forumSubscription({ items, places, now, newId: randomUUID }),
        ],
      },
      routes(app) {
        app.use(moderationRoutes({ items, people, sanctions, places, now, newId: randomUUID, serve }));
        app.use(figuresRoutes({ items, people, places, now, serve }));
        app.use(orgRoutes({ items, people, sanctions, places, now, serve }));
      },
    };
  },
};
