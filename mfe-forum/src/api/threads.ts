import {
  createReply as createReplyCall,
  createThread as createThreadCall,
  editReply as editReplyCall,
  editThread as editThreadCall,
  listThreads,
  threadDetail,
  type CreateReplyRequest,
  type CreateThreadRequest,
  type EditReplyRequest,
  type EditThreadRequest,
} from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** How many threads the list asks for at a time. */
export const THREAD_PAGE_SIZE = 50;
/** SPEC §9: the dashboard preview shows at most 3 threads. */
export const PREVIEW_THREAD_COUNT = 3;

/** GET /api/forum/threads?limit=&before= (`listThreads`): visible threads, newest first, older than `before`. */
export const fetchThreads = ({ limit, before }: { limit: number; before?: string | undefined }) =>
  callApi(listThreads, { query: { limit, before } });

/** GET /api/forum/threads/{id} (`threadDetail`): a thread with its visible replies, oldest first. */
export const fetchThread = (id: string) => callApi(threadDetail, { params: { id } });

/** POST /api/forum/threads: the new thread, with a notice when screening held it or found crisis words. */
export const createThread = (body: CreateThreadRequest) => callApi(createThreadCall, { body });

/** POST /api/forum/threads/{id}/replies: the new reply, with a notice like a new thread's. */
export const createReply = (threadId: string, body: CreateReplyRequest) =>
  callApi(createReplyCall, { params: { id: threadId }, body });

/** PUT /api/forum/threads/{id}: the author's edit after a moderator asked for one. */
export const editThread = (id: string, body: EditThreadRequest) =>
  callApi(editThreadCall, { params: { id }, body });

/** PUT /api/forum/replies/{id}: as for threads, for a reply. */
export const editReply = (id: string, body: EditReplyRequest) =>
  callApi(editReplyCall, { params: { id }, body });

/** The forum list: pages of 50; the next page starts before the last thread's creation time. */
export const threadPagesQuery = infiniteQueryOptions({
  queryKey: forumKeys.threadPages,
  queryFn: ({ pageParam }) => fetchThreads({ limit: THREAD_PAGE_SIZE, before: pageParam }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) =>
    lastPage.length < THREAD_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1]?.createdAt,
});

/** The dashboard preview: the 3 latest threads. */
export const latestThreadsQuery = queryOptions({
  queryKey: forumKeys.latestThreads(PREVIEW_THREAD_COUNT),
  queryFn: () => fetchThreads({ limit: PREVIEW_THREAD_COUNT }),
});

export const threadQuery = (id: string) =>
  queryOptions({ queryKey: forumKeys.thread(id), queryFn: () => fetchThread(id) });
