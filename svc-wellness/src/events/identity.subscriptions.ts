import { LinkApproved, LinkEnded, UserDeleted, UserRegistered, UserUpdated } from '@heartwise/contracts';
import { on, type ConsumerGroup, type Logger } from '@heartwise/service-kit';
import type { PersonalData } from '../ports/personal-data.port.js';
import type { FamilyDirectory } from '../ports/family.port.js';
import { eraseUserData } from '../core/use-cases/erase-user-data.js';
import { forgetLink, learnFirstName, rememberLink } from '../core/use-cases/family-projection.js';

/**
 * What svc-wellness keeps in step with identity, without calling it: which youth each parent may
 * see and their first names; and when a person has gone, it erases everything of theirs.
 */
export function identityHandlers(deps: {
  personalData: PersonalData;
  family: FamilyDirectory;
  logger: Logger;
}) {
  return {
    ...on(UserRegistered, (event) => learnFirstName(deps, event.payload, event.occurredAt)),
    ...on(UserUpdated, (event) => learnFirstName(deps, event.payload, event.occurredAt)),
    ...on(LinkApproved, (event) => rememberLink(deps, event.payload)),
    ...on(LinkEnded, (event) => forgetLink(deps, event.payload)),
    ...on(UserDeleted, async (event) => {
      const erased = await eraseUserData(deps, event.payload.userId, event.occurredAt);
      deps.logger.info({ userId: event.payload.userId, erased }, "erased a deleted account's wellness data");
    }),
  };
}

/** Its consumer group, for svc-wellness's events declaration (service.ts). */
export function identitySubscription(deps: {
  personalData: PersonalData;
  family: FamilyDirectory;
  logger: Logger;
}): ConsumerGroup {
  return { groupId: 'svc-wellness.identity', handlers: identityHandlers(deps) };
}
