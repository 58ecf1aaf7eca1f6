import type { ServiceDefinition } from '@heartwise/service-kit';
import {
  ContentEdited,
  ContentReported,
  ContentScreened,
  DecisionMade,
  ReplyCreated,
  ThreadCreated,
  UserDeleted,
  UserRegistered,
  UserUpdated,
} from '@heartwise/contracts';
import { forumConfig } from './config.js';
import { forumRepositories } from './adapters/store/forum-repositories.js';
import { screeningLists } from './core/screening/screening.js';
import { threadRoutes } from './http/thread.routes.js';
import { reportRoutes } from './http/report.routes.js';
import { communityRoutes } from './http/community.routes.js';
import { exportRoutes } from './http/export.routes.js';
import { adminFigureRoutes } from './http/admin-figures.routes.js';
import { subscribeToIdentity } from './events/identity.subscriptions.js';
import { subscribeToModeration } from './events/moderation.subscriptions.js';

/** svc-forum: Pause and Post threads, replies, topic catalogue, reports, guidelines consent. */
export const forumService: ServiceDefinition<typeof forumConfig> = {
  name: 'svc-forum',
  configSchema: forumConfig,
  build({ config, infra, verifier, now, logger }) {
    const { feed, threads, replies, reports, consents, authors } = forumRepositories(infra.store);
    const screening = {
      lists: screeningLists({
        ...(config.SCREENING_CRISIS_PHRASES ? { crisis: config.SCREENING_CRISIS_PHRASES } : {}),
        ...(config.SCREENING_ABUSIVE_PHRASES ? { abusive: config.SCREENING_ABUSIVE_PHRASES } : {}),
      }),
      helplines: config.HELPLINES,
    };
    const bus = { transport: infra.transport, store: infra.store, logger };
    return {
      topics: [
        ThreadCreated.type,
        ReplyCreated.type,
        ContentReported.type,
        ContentScreened.type,
        ContentEdited.type,
        DecisionMade.type,
        UserRegistered.type,
        UserUpdated.type,
        UserDeleted.type,
      ],
      routes(app) {
        app.use(threadRoutes({ threads, replies, authors, feed, screening, now, verifier }));
        app.use(reportRoutes({ threads, replies, reports, now, verifier }));
        app.use(communityRoutes({ threads, replies, consents, now, verifier }));
        app.use(exportRoutes({ threads, replies, reports, consents, now, verifier }));
        app.use(adminFigureRoutes({ threads, replies, now, verifier }));
      },
      async subscribe() {
        await subscribeToIdentity({ ...bus, authors, reports, consents });
        await subscribeToModeration({ ...bus, threads, replies });
      },
    };
  },
};
