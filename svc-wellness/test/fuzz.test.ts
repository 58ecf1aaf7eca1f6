import { describeBearerFuzz } from '@heartwise/service-kit/testing';
import { wellnessService } from '../src/service.js';

describeBearerFuzz('svc-wellness', {
  area: 'wellness',
  service: wellnessService,
  stillWorks: {
    title: 'still saves a check-in after the fuzzing',
    status: 201,
    call: (wellness) =>
      fetch(`${wellness.url}/api/emotional-checkins`, {
        method: 'POST',
        headers: {
          authorization: wellness.bearer('youth'),
          'content-type': 'application/json',
          'x-timezone': 'UTC',
        },
        body: JSON.stringify({ emotionLabel: 'Calm', emotionRating: 3 }),
      }),
  },
});
