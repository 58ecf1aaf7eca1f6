import { describe, expect, it } from '@jest/globals';
import { allTopics, eventCatalogue } from '../src/index.js';

describe('the event catalogue', () => {
  it('names each topic once, as <service>.<entity>.<fact>', () => {
    expect(new Set(allTopics).size).toBe(allTopics.length);
    for (const topic of allTopics)
      expect(topic).toMatch(/^(identity|wellness|forum|moderation)(\.[a-z-]+){2,3}$/);
  });

  it('lists every identity event the identity issue names', () => {
    expect(eventCatalogue.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'identity.user.updated',
        'identity.user.deleted',
        'identity.user.role-changed',
        'identity.link.approved',
        'identity.link.ended',
      ]),
    );
  });
});
