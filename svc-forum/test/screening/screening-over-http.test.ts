import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContentScreened, CreatedReply, CreatedThread, ThreadDetail } from '@heartwise/contracts';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Forum, type Member } from '../support/forum-harness.js';

/**
 * Issue 15: crisis and abusive words written around the lists (invisible characters, look-alike
 * letters, digits for letters, spaced letters, misspellings, slang) passed as active, visible to
 * other youth, and crisis posts got no helplines. And stored words kept NUL, bidirectional
 * overrides and byte order marks.
 */
const keys = testJwtKeys();
const helplines = [
  { name: 'Kids Help Line', contact: 'Call 1800 55 1800', url: 'https://kidshelpline.com.au' },
];
const title = 'I feel lonely even around other people';
let forum: Forum;

beforeAll(async () => {
  forum = await startForum({ ...keys, env: { HELPLINES: JSON.stringify(helplines) } });
});
afterAll(async () => {
  await forum.stop();
});

async function post(who: Member, content: string) {
  const answer = await who.call('POST', '/api/forum/threads', { title, content });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
const screenedOutcome = async (contentId: string) =>
  ContentScreened.schema.parse(
    await forum.eventually(
      (event) =>
        event.type === ContentScreened.type &&
        ContentScreened.schema.parse(event).payload.content.contentId === contentId,
    ),
  ).payload.outcome;
const seenBy = async (who: Member, id: string) => (await who.call('GET', `/api/forum/threads/${id}`)).status;

describe('screening that invisible characters and spellings no longer defeat', () => {
  it.each([
    ['a soft hyphen inside a word', 'Some nights I want to ki\u00adll my\u00adself, honestly.'],
    ['a zero-width space inside a word', 'Some nights I want to d\u200bie, honestly.'],
    ['Cyrillic look-alike letters', 'Some nights I want to кіll myѕеlf.'],
    ['a digit for a letter', 'Some nights I want to k1ll myself.'],
    ['a digit in suicide', 'I keep thinking about su1cide lately.'],
    ['spaced letters', 'Some nights I want to k i l l myself.'],
    ['a misspelling', 'I keep thinking about sucide lately.'],
    ['slang: kms', 'school is so much rn, honestly kms'],
    ['slang: unalive, with a digit', 'I keep wanting to unal1ve myself.'],
  ])(
    'crisis words written with %s are held, and the author sees the helplines at once',
    async (_how, words) => {
      const ana = forum.member();
      const ben = forum.member();
      const held = await post(ana, words);

      expect(held.status).toBe('flagged');
      expect(held.notice).toMatchObject({ kind: 'crisis', helplines });
      expect(await seenBy(ben, held.id)).toBe(404);
      expect(await screenedOutcome(held.id)).toBe('crisis');
    },
  );

  it.each([
    ['slang aimed at someone', 'nobody asked you, kys'],
    ['dotted letters', 'nobody asked you, just k.y.s'],
    ['chat spellings and digits', 'u r w0rthl3ss and everyone knows it'],
  ])(
    'abusive words written with %s are held for a moderator, and the author is told so',
    async (_how, words) => {
      const ana = forum.member();
      const thread = await post(ana, 'Does anyone else find group projects stressful?');
      const answer = await forum
        .member()
        .call('POST', `/api/forum/threads/${thread.id}/replies`, { content: words });
      const held = CreatedReply.parse(answer.body);

      expect(held.status).toBe('flagged');
      expect(held.notice).toMatchObject({ kind: 'review', helplines: [] });
      expect(await screenedOutcome(held.id)).toBe('abusive');
    },
  );

  it.each([
    'I killed it at the recital last night!',
    'My therapist is really skilled at listening.',
    'We drove through Scunthorpe and I ran 5 kms by the river.',
    'This homework is killing me, but it is almost done.',
  ])('innocent words stay active for everyone: "%s"', async (words) => {
    const shared = await post(forum.member(), words);
    expect(shared.status).toBe('active');
    expect(shared.notice).toBeUndefined();
    expect(await seenBy(forum.member(), shared.id)).toBe(200);
  });
});

describe('what is stored', () => {
  it('keeps no NUL, bidirectional override or isolate, or byte order mark, and keeps emoji whole', async () => {
    const ana = forum.member();
    const written =
      '\ufeffMy\u0000 exam went \u202egood\u202c, I think! \u2066Family day\u2069 👨\u200d👩\u200d👧';
    const stored = 'My exam went good, I think! Family day 👨\u200d👩\u200d👧';

    const thread = await post(ana, written);
    expect(thread.content).toBe(stored);
    const reply = await forum.member().call('POST', `/api/forum/threads/${thread.id}/replies`, {
      content: `So\u0000 proud \u202eof you\u202c!`,
    });
    expect(CreatedReply.parse(reply.body).content).toBe('So proud of you!');

    const detail = ThreadDetail.parse((await ana.call('GET', `/api/forum/threads/${thread.id}`)).body);
    expect(detail.content).toBe(stored);
    expect(detail.replies.map((shown) => shown.content)).toEqual(['So proud of you!']);
  });
});
