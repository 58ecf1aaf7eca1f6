import {
  blockAuthor as blockAuthorCall,
  listBlocks,
  unblock as unblockCall,
  type BlockRequest,
} from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** GET /api/forum/blocks (`listBlocks`): the people the caller blocked (first names only). */
export const fetchBlocks = () => callApi(listBlocks);

/** POST /api/forum/blocks (`blockAuthor`): block the author of this post or reply (members never learn each other's ids). */
export const blockAuthor = (body: BlockRequest) => callApi(blockAuthorCall, { body });

/** DELETE /api/forum/blocks/{id} (`unblock`). */
export const unblock = (id: string) => callApi(unblockCall, { params: { id } });

export const blocksQuery = queryOptions({ queryKey: forumKeys.blocks, queryFn: fetchBlocks });
