import { randomUUID } from 'node:crypto';
import { Memberships, membershipTopics, type ServiceDefinition } from '@heartwise/service-kit';
import {
  ContentDeleted,
  ContentEdited,
  ContentRemoved,
  ContentReported,
  ContentScreened,
  DecisionMade,
  HelpRequested,
  SanctionIssued,
  SanctionLifted,
  UserRegistered,
  UserUpdated,
} from '@heartwise/contracts';
import { moderationConfig } from './config.js';
import { moderationItemRepository } from './adapters/store/moderation-item.repository.js';
import { personRepository } from './adapters/store/person.repository.js';
import { sanctionRepository } from './adapters/store/sanction.repository.js';
import { placesOf } from './adapters/store/places.js';
import { moderationRoutes } from './http/moderation.routes.js';
import { figuresRoutes } from './http/figures.routes.js';
import { orgRoutes } from './http/org.routes.js';
import { subscribeToIdentity } from './events/identity.subscriptions.js';
import { subscribeToForum } from './events/forum.subscriptions.js';

/** svc-moderation: the moderation queue, decisions, sanctions, moderator and admin figures. */
export const moderationService: ServiceDefinition<typeof moderationConfig> = {
  name: 'svc-moderation',
  configSchema: moderationConfig,
  build({ infra, verifier, now, logger }) {
    const items = moderationItemRepository(infra.store);
    const people = personRepository(infra.store);
    const sanctions = sanctionRepository(infra.store);
    const { transport, store } = infra;
    // Who belongs to which district (issue 16): service-kit's projection, read here by id.
    const memberships = new Memberships(store);
    const places = placesOf(store);
    return {
      topics: [
        ...membershipTopics,
        UserRegistered.type,
        UserUpdated.type,
        ContentReported.type,
        ContentScreened.type,
        ContentEdited.type,
        ContentDeleted.type,
        ContentRemoved.type,
        HelpRequested.type,
        DecisionMade.type,
        SanctionIssued.type,
        SanctionLifted.type,
      ],
      routes(app) {
        app.use(moderationRoutes({ items, people, sanctions, places, now, newId: randomUUID, verifier }));
        app.use(figuresRoutes({ items, people, places, now, verifier }));
        app.use(orgRoutes({ items, people, sanctions, places, now, verifier }));
      },
      async subscribe() {
        await subscribeToIdentity({ transport, store, people, sanctions, logger });
        await memberships.subscribe({ service: 'svc-moderation', transport, store, logger });
        await subscribeToForum({ transport, store, logger, items, places, now, newId: randomUUID });
      },
    };
  },
};
