import {
  checkInTrend,
  completeMicroActivity,
  contentContext,
  currentUser,
  districtEscalations,
  forumTopics,
  guidelinesConsent,
  helplines,
  latestCheckIn,
  listBlocks,
  listCheckIns,
  listLinks,
  listOrgPeople,
  listRosterImports,
  listThreads,
  moderationQueue,
  myLinks,
  myOrganization,
  myStanding,
  practiceCompletions,
  rosterImport,
  threadDetail,
  todaysHabits,
  todaysPractice,
} from '@heartwise/contracts';
import { describe, expect, it } from '@jest/globals';
import { queryKeys } from '../data/queryKeys.js';
import { apiKey, apiKeyWithin, sharedKey } from './apiKey.js';

const id = '6f1c3a52-3f0e-4c8e-9b51-6a2f0f1c0a04';

describe('cache keys from the contracts (one cache for apps of different releases)', () => {
  it('are the very arrays web-runtime 1.0 and the apps built on it use', () => {
    // The literal keys of 1.0: a shell and a remote of different releases share these entries.
    expect(queryKeys.currentUser).toEqual(['/api/user']);
    expect(queryKeys.habits).toEqual(['/api/habits']);
    expect(queryKeys.forumThreads).toEqual(['/api/forum/threads']);
    expect(queryKeys.links).toEqual(['/api/links']);
    expect(queryKeys.moderationQueue('pending')).toEqual(['/api/admin/moderation', 'pending']);
    expect(apiKey(helplines)).toEqual(['/api/wellness/helplines']);
    expect(apiKey(threadDetail, { params: { id } })).toEqual(['/api/forum/threads', id]);
    expect(apiKey(forumTopics)).toEqual(['/api/forum/topics']);
    expect(apiKey(guidelinesConsent)).toEqual(['/api/forum/consent']);
    expect(apiKey(listBlocks)).toEqual(['/api/forum/blocks']);
    expect(apiKey(myStanding)).toEqual(['/api/forum/standing']);
    expect(apiKey(latestCheckIn)).toEqual(['/api/emotional-checkins/latest']);
    expect(apiKey(checkInTrend)).toEqual(['/api/emotional-checkins/trend']);
    expect(apiKey(listCheckIns)).toEqual(['/api/emotional-checkins']);
    expect(apiKey(contentContext, { params: { contentType: 'reply', id } })).toEqual([
      '/api/forum/context',
      'reply',
      id,
    ]);
    expect([...apiKey(listLinks), 'pending']).toEqual(['/api/admin/links', 'pending']);
    expect(apiKey(listRosterImports)).toEqual(['/api/org/imports']);
    expect(apiKey(rosterImport, { params: { importId: id } })).toEqual(['/api/org/imports', id]);
    expect(apiKey(listOrgPeople)).toEqual(['/api/org/people']);
    expect(apiKey(myOrganization)).toEqual(['/api/org']);
    expect(apiKey(districtEscalations)).toEqual(['/api/org/escalations']);
    expect(apiKey(myLinks)).toEqual(queryKeys.links);
    expect(apiKey(todaysHabits)).toEqual(queryKeys.habits);
    expect(apiKey(currentUser)).toEqual(queryKeys.currentUser);
    expect(apiKey(listThreads, { query: { limit: 3 } })).toEqual(queryKeys.forumThreads);
    expect(apiKey(moderationQueue, { query: { status: 'approved' } })).toEqual(['/api/admin/moderation']);
  });

  it('join with slashes into the path of their call (SPEC §7)', () => {
    expect(apiKey(threadDetail, { params: { id } }).join('/')).toBe(`/api/forum/threads/${id}`);
    expect(apiKey(contentContext, { params: { contentType: 'thread', id } }).join('/')).toBe(
      `/api/forum/context/thread/${id}`,
    );
  });

  it('put a thread under the list, so invalidating the list refreshes the thread too', () => {
    const list = apiKey(listThreads);
    expect(apiKey(threadDetail, { params: { id } }).slice(0, list.length)).toEqual(list);
  });

  it('group calls under the path they share, one segment at a time', () => {
    const practice = sharedKey(practiceCompletions, todaysPractice, completeMicroActivity);
    expect(practice).toEqual(['/api/micro-activities']);
    expect(apiKeyWithin(practice, practiceCompletions)).toEqual(['/api/micro-activities', 'completions']);
    expect(apiKeyWithin(practice, todaysPractice)).toEqual(['/api/micro-activities', 'today']);
    expect(sharedKey(contentContext)).toEqual(['/api/forum/context']);
  });

  it('refuse what would not be a key of those calls', () => {
    expect(() => apiKeyWithin(['/api/forum'], todaysPractice)).toThrow(
      '/api/micro-activities/today does not continue the key ["/api/forum"].',
    );
    expect(() => sharedKey(todaysPractice, listThreads)).toThrow(
      'These calls share no path to key them under.',
    );
    const missing = { params: {} } as unknown as { params: { id: string } };
    expect(() => apiKey(threadDetail, missing)).toThrow('The key of /api/forum/threads/{id} needs its id.');
  });
});
