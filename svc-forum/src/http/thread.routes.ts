import { Router } from 'express';
import {
  CreateReplyRequest,
  CreateThreadRequest,
  EditReplyRequest,
  EditThreadRequest,
  ThreadListQuery,
  ThreadSearchQuery,
} from '@heartwise/contracts';
import { searchThreads } from '../core/use-cases/search-threads.js';
import { listThreads } from '../core/use-cases/list-threads.js';
import { createThread } from '../core/use-cases/create-thread.js';
import { threadDetail } from '../core/use-cases/thread-detail.js';
import { createReply } from '../core/use-cases/create-reply.js';
import { editReply, editThread } from '../core/use-cases/edit-content.js';
import { REPLY_NOT_FOUND, THREAD_NOT_FOUND } from '../core/use-cases/visible-content.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

/** Threads and replies: the list, a thread with its replies, writing both, and editing when asked. */
export function threadRoutes(deps: ForumDeps): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'listThreads', async (req, res) => {
    res.json(await listThreads(deps, forumCaller(req), ThreadListQuery.parse(req.query)));
  });
  serve(router, 'searchThreads', async (req, res) => {
    res.json(await searchThreads(deps, forumCaller(req), ThreadSearchQuery.parse(req.query)));
  });
  serve(router, 'createThread', async (req, res) => {
    res.status(201).json(await createThread(deps, forumCaller(req), CreateThreadRequest.parse(req.body)));
  });
  serve(router, 'threadDetail', async (req, res) => {
    res.json(await threadDetail(deps, forumCaller(req), contentId(req, THREAD_NOT_FOUND)));
  });
  serve(router, 'createReply', async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    res.status(201).json(await createReply(deps, forumCaller(req), id, CreateReplyRequest.parse(req.body)));
  });
  serve(router, 'editThread', async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    res.json(await editThread(deps, forumCaller(req), id, EditThreadRequest.parse(req.body)));
  });
  serve(router, 'editReply', async (req, res) => {
    const id = contentId(req, REPLY_NOT_FOUND);
    res.json(await editReply(deps, forumCaller(req), id, EditReplyRequest.parse(req.body)));
  });
  return router;
}
