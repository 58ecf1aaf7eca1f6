import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { ContentType } from './forum.events.js';
import { defineEvent } from './envelope.js';

export const ModerationAction = z.enum(['approve', 'reject', 'flag', 'request-edit']);
export type ModerationAction = z.infer<typeof ModerationAction>;

/**
 * A moderator decided about a thread or reply. svc-forum applies it: approve → active,
 * reject → archived (hidden), flag → flagged (hidden), request-edit → hidden from others until its
 * author edits it, with `notes` shown to the author as the reason.
 */
export const Decision = z.object({
  itemId: Id,
  contentType: ContentType,
  contentId: Id,
  threadId: Id,
  action: ModerationAction,
  moderatorId: Id,
  notes: z.string().optional(),
  decidedAt: IsoDateTime,
});
export type Decision = z.infer<typeof Decision>;
export const DecisionMade = defineEvent('moderation.decision.made', 1, Decision);
