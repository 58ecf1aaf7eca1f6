import { z } from 'zod';
import { freeText, Id, IsoDateTime } from '../common.js';
import { ContentStatus } from './threads.js';

/** A post as staff read it in context: any status, its author's first name. */
export const ContextPost = z.object({
  id: Id,
  content: z.string(),
  createdAt: IsoDateTime,
  status: ContentStatus,
  author: z.object({ firstName: z.string().nullable() }),
});
export type ContextPost = z.infer<typeof ContextPost>;

/**
 * GET /api/forum/context/{contentType}/{id} (moderators and admins): the discussion around a queue
 * item — its thread's opening post and title, and the replies just before and after the item (a
 * few each way) — so a reply is never judged out of context.
 */
export const ContentContext = z
  .object({
    thread: ContextPost.extend({ title: z.string() }),
    before: z.array(ContextPost),
    /** The reply itself; null when the item is the thread. */
    target: ContextPost.nullable(),
    after: z.array(ContextPost),
  })
  .meta({ id: 'ContentContext' });
export type ContentContext = z.infer<typeof ContentContext>;
export const ContentContextParams = z.object({ contentType: z.enum(['thread', 'reply']), id: Id });

/** How many replies the context shows on each side of a reply. */
export const CONTEXT_REPLIES = 2;

/** POST /api/forum/{threads|replies}/{id}/remove (moderators and admins): why, for the record. */
export const RemoveContentRequest = z
  .object({
    reason: freeText({
      min: 1,
      max: 1000,
      tooShort: 'Please say why, for the record',
      tooLong: 'Please keep the reason under 1,000 characters',
    }),
  })
  .meta({ id: 'RemoveContentRequest' });
export type RemoveContentRequest = z.infer<typeof RemoveContentRequest>;

/** POST /api/forum/{threads|replies}/{id}/ask-for-help: the author's own words, if they want to add any. */
export const AskForHelpRequest = z
  .object({
    message: freeText({ max: 1000, tooLong: 'Please keep your message under 1,000 characters' }).optional(),
  })
  .meta({ id: 'AskForHelpRequest' });
export type AskForHelpRequest = z.infer<typeof AskForHelpRequest>;
