import type { ServiceDefinition } from '@heartwise/service-kit';
import { UserDeleted, UserRegistered, UserUpdated } from '@heartwise/contracts';
import { forumConfig } from './config.js';
import { threadRepository } from './adapters/store/thread.repository.js';
import { authorRepository } from './adapters/store/author.repository.js';
import { threadRoutes } from './http/thread.routes.js';
import { exportRoutes } from './http/export.routes.js';
import { subscribeToIdentity } from './events/identity.subscriptions.js';

/** svc-forum: Pause and Post threads, replies, topic catalogue, reports. */
export const forumService: ServiceDefinition<typeof forumConfig> = {
  name: 'svc-forum',
  configSchema: forumConfig,
  build({ infra, verifier, now, logger }) {
    const threads = threadRepository(infra.store);
    const authors = authorRepository(infra.store);
    return {
      topics: [UserRegistered.type, UserUpdated.type, UserDeleted.type],
      routes(app) {
        app.use(threadRoutes({ threads, authors, verifier }));
        app.use(exportRoutes({ threads, now, verifier }));
      },
      subscribe: () =>
        subscribeToIdentity({ transport: infra.transport, store: infra.store, authors, logger }),
    };
  },
};
