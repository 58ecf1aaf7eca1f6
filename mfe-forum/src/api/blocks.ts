import { Block, BlockList, OkBody, type BlockRequest } from '@heartwise/contracts';
import { getJson, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** GET /api/forum/blocks: the people the caller blocked (first names only). */
export const fetchBlocks = () => getJson('/api/forum/blocks', BlockList);

/** POST /api/forum/blocks: block the author of this post or reply (members never learn each other's ids). */
export const blockAuthor = (body: BlockRequest) => sendJson('POST', '/api/forum/blocks', body, Block);

/** DELETE /api/forum/blocks/{id}: unblock. */
export const unblock = (id: string) =>
  sendJson('DELETE', `/api/forum/blocks/${encodeURIComponent(id)}`, undefined, OkBody);

export const blocksQuery = queryOptions({ queryKey: forumKeys.blocks, queryFn: fetchBlocks });
