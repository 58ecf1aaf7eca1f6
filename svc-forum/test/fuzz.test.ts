import { describeBearerFuzz } from '@heartwise/service-kit/testing';
import { forumService } from '../src/service.js';

describeBearerFuzz('svc-forum', {
  area: 'forum',
  service: forumService,
  // Agreed to the guidelines, so bad posts meet the post checks rather than the consent gate.
  prepare: async (forum) => {
    await fetch(`${forum.url}/api/forum/consent`, {
      method: 'POST',
      headers: { authorization: forum.bearer('youth') },
    });
  },
  stillWorks: {
    title: 'still lists threads after the fuzzing',
    status: 200,
    call: (forum) =>
      fetch(`${forum.url}/api/forum/threads`, {
        headers: { authorization: forum.bearer('youth'), 'x-timezone': 'UTC' },
      }),
  },
});
