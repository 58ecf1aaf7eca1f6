import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { ContentType } from '../events/forum.events.js';

/**
 * A member's block (issue 14): the two no longer see each other's threads or replies, and so cannot
 * reply to each other. Members do not know each other's ids: a block names a post of the person.
 */
export const BlockRequest = z
  .object({ contentType: ContentType, contentId: Id })
  .meta({ id: 'BlockRequest' });
export type BlockRequest = z.infer<typeof BlockRequest>;

/** A block as its maker sees it: the blocked person's first name only. */
export const Block = z
  .object({ id: Id, firstName: z.string().nullable(), blockedAt: IsoDateTime })
  .meta({ id: 'Block' });
export type Block = z.infer<typeof Block>;
export const BlockList = z.array(Block);
export const BlockIdParams = z.object({ id: Id });
