import { describe, expect, it } from '@jest/globals';
import { escalationsKey } from './escalations.js';
import { forumFiguresKey, moderationFiguresKey, peopleFiguresKey, wellnessFiguresKey } from './figures.js';
import { classesKey, importQuery, importsKey } from './imports.js';
import { myOrganizationKey } from './organization.js';
import { peopleKey, peopleQuery } from './people.js';
import { orgSettingsKey } from './settings.js';

// The portal's cache keys, now read from the contracts, are the arrays they always were.
describe("the portal's cache keys", () => {
  it('are the API paths they were before the typed client', () => {
    const id = 'c0ffee00-1111-4222-8333-444455556666';
    expect(escalationsKey).toEqual(['/api/org/escalations']);
    expect(peopleFiguresKey).toEqual(['/api/org/figures/people']);
    expect(wellnessFiguresKey).toEqual(['/api/org/figures/wellness']);
    expect(forumFiguresKey).toEqual(['/api/org/figures/forum']);
    expect(moderationFiguresKey).toEqual(['/api/org/figures/moderation']);
    expect(importsKey).toEqual(['/api/org/imports']);
    expect(importQuery(id).queryKey).toEqual(['/api/org/imports', id]);
    expect(classesKey(id)).toEqual(['/api/org/classes', id]);
    expect(myOrganizationKey).toEqual(['/api/org']);
    expect(peopleKey).toEqual(['/api/org/people']);
    expect(peopleQuery({ q: 'ana' }).queryKey).toEqual(['/api/org/people', { q: 'ana' }]);
    expect(orgSettingsKey).toEqual(['/api/org/settings']);
  });
});
