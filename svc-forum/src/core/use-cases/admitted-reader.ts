import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';
import { ensureInYouthForum } from '../youth-forum.js';
import { readerOf, type Reader } from './reader.js';

/** What deciding whether someone may read Pause and Post, and as whom, reads. */
export type ReadingDeps = AccessDeps & Parameters<typeof readerOf>[0];

/**
 * Whether the caller may read Pause and Post and, when they may, the reader the forum shows content
 * to: youth and staff only (a parent is refused before anything is read), never while suspended
 * (a mute still reads), then their communities, the people their blocks hide and what they
 * reported. Listing, finding and opening threads ask this first, so they cannot drift apart.
 */
export async function admittedReader(deps: ReadingDeps, caller: ForumCaller): Promise<Reader> {
  ensureInYouthForum(caller);
  await ensureMayUseForum(deps, caller);
  return readerOf(deps, caller);
}
