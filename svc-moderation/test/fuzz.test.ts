import { describeBearerFuzz } from '@heartwise/service-kit/testing';
import { moderationService } from '../src/service.js';

describeBearerFuzz('svc-moderation', {
  area: 'moderation',
  service: moderationService,
  stillWorks: {
    title: 'still lists the queue after the fuzzing',
    status: 200,
    call: (moderation) =>
      fetch(`${moderation.url}/api/admin/moderation?status=pending`, {
        headers: { authorization: moderation.bearer('moderator') },
      }),
  },
});
