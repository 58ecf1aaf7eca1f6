import { randomUUID } from 'node:crypto';
import type { ServiceDefinition } from '@heartwise/service-kit';
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
  UserDeleted,
  UserRegistered,
  UserUpdated,
} from '@heartwise/contracts';
import { moderationConfig } from './config.js';
import { moderationItemRepository } from './adapters/store/moderation-item.repository.js';
import { personRepository } from './adapters/store/person.repository.js';
import { sanctionRepository } from './adapters/store/sanction.repository.js';
import { moderationRoutes } from './http/moderation.routes.js';
import { figuresRoutes } from './http/figures.routes.js';
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
    return {
      topics: [
        UserRegistered.type,
        UserUpdated.type,
        UserDeleted.type,
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
        app.use(moderationRoutes({ items, people, sanctions, now, newId: randomUUID, verifier }));
        app.use(figuresRoutes({ items, people, now, verifier }));
      },
      async subscribe() {
        await subscribeToIdentity({ transport, store, people, sanctions, logger });
        await subscribeToForum({ transport, store, logger, items, now, newId: randomUUID });
      },
    };
  },
};
