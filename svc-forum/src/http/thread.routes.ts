import { Router } from 'express';
import {
  CreateReplyRequest,
  CreateThreadRequest,
  EditReplyRequest,
  EditThreadRequest,
  ThreadListQuery,
} from '@heartwise/contracts';
import { authenticate, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { ThreadRepository } from '../ports/thread.repository.port.js';
import type { ReplyRepository } from '../ports/reply.repository.port.js';
import type { AuthorRepository } from '../ports/author.repository.port.js';
import type { ScreeningPolicy } from '../core/screening/screen-post.js';
import type { ThreadFeed } from '../ports/thread-feed.port.js';
import { listThreads } from '../core/use-cases/list-threads.js';
import { createThread } from '../core/use-cases/create-thread.js';
import { THREAD_NOT_FOUND, threadDetail } from '../core/use-cases/thread-detail.js';
import { contentId } from './content-id.js';
import { createReply } from '../core/use-cases/create-reply.js';
import { editReply, editThread } from '../core/use-cases/edit-content.js';
import { REPLY_NOT_FOUND } from '../core/use-cases/report-content.js';

/** Threads and replies: the list, a thread with its replies, writing both, and editing when asked. */
export function threadRoutes(deps: {
  threads: ThreadRepository;
  replies: ReplyRepository;
  authors: AuthorRepository;
  feed: ThreadFeed;
  screening: ScreeningPolicy;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  router.use('/api/forum', authenticate(deps.verifier));

  router.get('/api/forum/threads', async (req, res) => {
    res.json(await listThreads(deps, caller(req), ThreadListQuery.parse(req.query)));
  });
  router.post('/api/forum/threads', async (req, res) => {
    res.status(201).json(await createThread(deps, caller(req), CreateThreadRequest.parse(req.body)));
  });
  router.get('/api/forum/threads/:id', async (req, res) => {
    res.json(await threadDetail(deps, caller(req), contentId(req, THREAD_NOT_FOUND)));
  });
  router.post('/api/forum/threads/:id/replies', async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    res.status(201).json(await createReply(deps, caller(req), id, CreateReplyRequest.parse(req.body)));
  });
  router.put('/api/forum/threads/:id', async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    res.json(await editThread(deps, caller(req), id, EditThreadRequest.parse(req.body)));
  });
  router.put('/api/forum/replies/:id', async (req, res) => {
    const id = contentId(req, REPLY_NOT_FOUND);
    res.json(await editReply(deps, caller(req), id, EditReplyRequest.parse(req.body)));
  });
  return router;
}
