import { describe, expect, it } from '@jest/globals';
import { latestCheckInKey } from './checkins.js';
import { forumKeys } from './keys.js';

// The forum's cache keys, now read from the contracts, are the arrays they always were: a shell or
// another remote of an earlier release reads and refreshes the same entries.
describe("the forum's cache keys", () => {
  it('are the API paths they were before the typed client', () => {
    const id = 'c0ffee00-1111-4222-8333-444455556666';
    expect(forumKeys.threads).toEqual(['/api/forum/threads']);
    expect(forumKeys.threadPages).toEqual(['/api/forum/threads', 'pages']);
    expect(forumKeys.latestThreads(3)).toEqual(['/api/forum/threads', 'latest', 3]);
    expect(forumKeys.thread(id)).toEqual(['/api/forum/threads', id]);
    expect(forumKeys.topics).toEqual(['/api/forum/topics']);
    expect(forumKeys.consent).toEqual(['/api/forum/consent']);
    expect(forumKeys.blocks).toEqual(['/api/forum/blocks']);
    expect(forumKeys.standing).toEqual(['/api/forum/standing']);
    expect(latestCheckInKey).toEqual(['/api/emotional-checkins/latest']);
  });
});
