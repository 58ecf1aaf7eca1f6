import { Router } from 'express';
import { ThreadListQuery } from '@heartwise/contracts';
import { authenticate, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { ThreadRepository } from '../ports/thread.repository.port.js';
import type { AuthorRepository } from '../ports/author.repository.port.js';
import { listThreads } from '../core/use-cases/list-threads.js';

export function threadRoutes(deps: {
  threads: ThreadRepository;
  authors: AuthorRepository;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  router.use('/api/forum', authenticate(deps.verifier));

  router.get('/api/forum/threads', async (req, res) => {
    res.json(await listThreads(deps, caller(req), ThreadListQuery.parse(req.query)));
  });
  return router;
}
