import { randomUUID } from 'node:crypto';
import {
  startService,
  type DocumentStore,
  type EmbeddedInfrastructure,
  type RunningService,
} from '@heartwise/service-kit';
import { testServiceEnv } from '@heartwise/service-kit/testing';
import { forumService } from '../../src/service.js';
import { threadsCollection } from '../../src/adapters/store/thread.repository.js';
import type { ThreadRecord } from '../../src/ports/thread.repository.port.js';

/** svc-forum on port 0, with a way to put threads in its storage. */
export interface Forum extends RunningService {
  /**
   * Thread creation arrives with the forum issue; until then a test writes a thread straight to
   * the forum's own storage, as the service would.
   */
  writeThread(userId: string, thread?: Partial<ThreadRecord>): Promise<ThreadRecord>;
}

export async function startForum(options: {
  publicKey: string;
  embedded?: EmbeddedInfrastructure;
}): Promise<Forum> {
  let store: DocumentStore | undefined;
  const running = await startService(
    {
      ...forumService,
      build(context) {
        store = context.infra.store;
        return forumService.build(context);
      },
    },
    { env: testServiceEnv(options.publicKey), ...(options.embedded ? { embedded: options.embedded } : {}) },
  );
  let minute = 0;
  return {
    ...running,
    async writeThread(userId, thread = {}) {
      if (!store) throw new Error('the forum has not started');
      minute += 1;
      const at = new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString();
      return store.collection(threadsCollection).insert({
        id: randomUUID(),
        userId,
        title: 'A walk helps',
        content: 'A short walk after school helps me reset.',
        tags: ['Body & Health'],
        status: 'active',
        replyCount: 0,
        createdAt: at,
        updatedAt: at,
        ...thread,
      });
    },
  };
}
