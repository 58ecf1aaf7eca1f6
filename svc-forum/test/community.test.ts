import { describe, expect, it } from '@jest/globals';
import {
  CreatedThread,
  DiscussionThemes,
  ForumActivity,
  GuidelinesConsent,
  topicGroups,
} from '@heartwise/contracts';
import type { Forum, Member } from './support/forum-harness.js';
import { forumForThisFile } from './support/forum-calls.js';

let forum: Forum;
forumForThisFile((served) => ({ forum } = served));

async function post(who: Member, title: string, content = 'Sharing this with kind people here.') {
  const answer = await who.call('POST', '/api/forum/threads', { title, content });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
const consent = async (who: Member, method = 'GET') => {
  const answer = await who.call(method, '/api/forum/consent');
  expect(answer.status).toBe(200);
  return GuidelinesConsent.parse(answer.body);
};
const themes = async (who: Member) =>
  DiscussionThemes.parse((await who.call('GET', '/api/forum/themes')).body);
const activity = async (who: Member) =>
  ForumActivity.parse((await who.call('GET', '/api/forum/activity')).body);

describe('the Community Guidelines agreement', () => {
  it('is asked the first time, kept once given, and keeps its first date', async () => {
    const ana = forum.member();
    expect(await consent(ana)).toEqual({ accepted: false, acceptedAt: null });
    const given = await consent(ana, 'POST');
    expect(given.accepted).toBe(true);
    expect(given.acceptedAt).not.toBeNull();
    expect(await consent(ana)).toEqual(given);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await consent(ana, 'POST')).toEqual(given);
  });

  it("is each member's own", async () => {
    const ana = forum.member();
    await consent(ana, 'POST');
    expect(await consent(forum.member())).toEqual({ accepted: false, acceptedAt: null });
  });
});

describe('discussion themes and activity for the dashboards', () => {
  it('start empty: every group at 0, nothing counted', async () => {
    const reader = forum.member();
    expect(await themes(reader)).toEqual(topicGroups.map((group) => ({ group, threads: 0, share: 0 })));
    expect(await activity(reader)).toEqual({ discussions: 0, mine: { threads: 0, replies: 0 } });
  });

  it('share the visible threads per topic group in whole percents that sum to 100', async () => {
    const ana = forum.member();
    const ben = forum.member();
    await post(ana, 'I feel worried and I am not sure why');
    await post(ben, 'I have been feeling sad lately');
    await post(ana, 'I have trouble falling asleep');
    const held = await post(ben, 'How do you ask for help?', 'Honestly I think about suicide a lot.');
    expect(held.status).toBe('flagged');

    const shown = await themes(ana);
    expect(shown.map((theme) => [theme.group, theme.threads, theme.share])).toEqual([
      ['Emotions & Feelings', 2, 67],
      ['Thoughts & Mindset', 0, 0],
      ['Body & Health', 1, 33],
      ['Habits & Daily Life', 0, 0],
      ['Support & Encouragement', 0, 0],
    ]);
    expect(await themes(ben)).toEqual(shown);
  });

  it("count what each member sees: the community's discussions, their own threads and replies", async () => {
    const cam = forum.member();
    const dee = forum.member();
    const before = await activity(dee);
    const thread = await post(cam, 'Something made me really happy today');
    for (const content of ['So happy for you!', 'That is lovely to hear.']) {
      expect((await dee.call('POST', `/api/forum/threads/${thread.id}/replies`, { content })).status).toBe(
        201,
      );
    }
    expect(await activity(dee)).toEqual({
      discussions: before.discussions + 1,
      mine: { threads: 0, replies: 2 },
    });
    expect((await activity(cam)).mine).toEqual({ threads: 1, replies: 0 });
  });
});
