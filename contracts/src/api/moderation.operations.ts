import type { Operation } from './operation.js';
import { moderationQueue, moderationQueueDocs, moderationQueuePath } from './moderation/moderationQueue.js';
import { decideModerationItem, decideModerationItemDocs } from './moderation/decideModerationItem.js';
import { issueSanction, issueSanctionDocs } from './moderation/issueSanction.js';
import { liftSanction, liftSanctionDocs } from './moderation/liftSanction.js';
import { moderationQueueAge, moderationQueueAgeDocs } from './moderation/moderationQueueAge.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export {
  moderationQueue,
  moderationQueuePath,
  decideModerationItem,
  issueSanction,
  liftSanction,
  moderationQueueAge,
};

/** svc-moderation's calls: the queue moderators and admins work (everyone else gets 403). */
export const moderationOperations = {
  moderationQueue: { ...moderationQueue, ...moderationQueueDocs },
  decideModerationItem: { ...decideModerationItem, ...decideModerationItemDocs },
  issueSanction: { ...issueSanction, ...issueSanctionDocs },
  liftSanction: { ...liftSanction, ...liftSanctionDocs },
  moderationQueueAge: { ...moderationQueueAge, ...moderationQueueAgeDocs },
} as const satisfies Record<string, Operation>;
