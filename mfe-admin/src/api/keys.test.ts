import { describe, expect, it } from '@jest/globals';
import {
  forumActivityKey,
  forumFiguresKey,
  identityFiguresKey,
  identitySettingsKey,
  moderationFiguresKey,
  systemHealthKey,
  wellnessFiguresKey,
} from './figures.js';
import { contentContextPrefix, contentContextQuery } from './forum-context.js';
import { pendingLinksKey } from './links.js';
import { moderationQueuePrefix, moderationQueueQuery } from './moderation.js';
import { organizationsKey } from './organizations.js';
import { adminUsersKey } from './users.js';

// The staff pages' cache keys, now read from the contracts, are the arrays they always were.
describe("the staff pages' cache keys", () => {
  it('are the API paths they were before the typed client', () => {
    const id = 'c0ffee00-1111-4222-8333-444455556666';
    expect(moderationFiguresKey).toEqual(['/api/moderation/figures']);
    expect(identityFiguresKey).toEqual(['/api/admin/figures']);
    expect(identitySettingsKey).toEqual(['/api/admin/settings']);
    expect(wellnessFiguresKey).toEqual(['/api/wellness/admin/figures']);
    expect(forumFiguresKey).toEqual(['/api/forum/admin/figures']);
    expect(forumActivityKey).toEqual(['/api/forum/activity']);
    expect(systemHealthKey).toEqual(['/api/admin/health']);
    expect(contentContextPrefix).toEqual(['/api/forum/context']);
    expect(contentContextQuery('reply', id).queryKey).toEqual(['/api/forum/context', 'reply', id]);
    expect(pendingLinksKey).toEqual(['/api/admin/links', 'pending']);
    expect(moderationQueueQuery('flagged').queryKey).toEqual(['/api/admin/moderation', 'flagged']);
    expect(moderationQueuePrefix).toEqual(['/api/admin/moderation']);
    expect(organizationsKey).toEqual(['/api/admin/organizations']);
    // The paged list has its own path (issue 19), so its own key.
    expect(adminUsersKey).toEqual(['/api/admin/users/page']);
  });
});
