import { UserDeleted } from '@heartwise/contracts';
import {
  on,
  subscribeToEvents,
  type DocumentStore,
  type EventTransport,
  type Logger,
} from '@heartwise/service-kit';
import type { PersonalData } from '../ports/personal-data.port.js';
import { eraseUserData } from '../core/use-cases/erase-user-data.js';

/** What svc-wellness does when identity says a person has gone: it erases everything of theirs. */
export function identityHandlers(deps: { personalData: PersonalData; logger: Logger }) {
  return {
    ...on(UserDeleted, async (event) => {
      const erased = await eraseUserData(deps, event.payload.userId);
      deps.logger.info({ userId: event.payload.userId, erased }, "erased a deleted account's wellness data");
    }),
  };
}

export function subscribeToIdentity(deps: {
  transport: EventTransport;
  store: DocumentStore;
  personalData: PersonalData;
  logger: Logger;
}) {
  return subscribeToEvents(deps.transport, {
    groupId: 'svc-wellness.identity',
    store: deps.store,
    logger: deps.logger,
    handlers: identityHandlers(deps),
  });
}
