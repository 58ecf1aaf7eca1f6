import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { MessageProviderPact } from '@pact-foundation/pact';
import {
  ContentDeleted,
  ContentEdited,
  ContentRemoved,
  ContentReported,
  ContentScreened,
  CreatedReply,
  CreatedThread,
  HelpRequested,
  ReplyCreated,
  ThreadCreated,
  ThreadDetail,
  type EventEnvelope,
  type HeldNote,
} from '@heartwise/contracts';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { eventually, startForum, type Forum, type Member } from './support/forum-harness.js';
import { aboutReply, aboutThread, decided, type About } from './support/moderation-events.js';

/**
 * svc-forum, as the producer of forum events: verifies every message pact whose provider is
 * svc-forum in pacts/ (written by the consumers earlier in the same run). No message is made up
 * here: the real service runs the use case over HTTP (a post, a reply, a report, an edit after a
 * moderator's request, a deletion by its author, a moderator taking a post down, an author asking
 * for help), which mints the
 * event with `newEvent(Definition, payload)` into its outbox, the relay publishes it, and what the
 * bus delivered is checked against the consumer's expectations. Which call makes a message is read
 * from the message the consumer expects (its type, what it is about, the screening outcome, whether
 * the post was held), so
 * every description a consumer writes has a producer.
 */
const PROVIDER = 'svc-forum';

/** What this verification needs to know of a pact file. */
const PactFile = z.object({
  consumer: z.object({ name: z.string() }),
  provider: z.object({ name: z.string() }),
  interactions: z.array(
    z.object({
      type: z.string(),
      description: z.string(),
      contents: z.object({ content: z.unknown() }).optional(),
    }),
  ),
});

/** What a consumer's example message says about the event it expects. */
const ExpectedMessage = z.object({
  type: z.string(),
  payload: z.object({
    contentType: z.enum(['thread', 'reply']).optional(),
    status: z.string().optional(),
    outcome: z.enum(['crisis', 'abusive']).optional(),
    content: z.object({ contentType: z.enum(['thread', 'reply']), status: z.string().optional() }).optional(),
  }),
});
type ExpectedMessage = z.infer<typeof ExpectedMessage>;

/** The message pacts (V4 asynchronous messages) naming svc-forum as their provider. */
function messagePactsOf(provider: string) {
  const dir = resolve(process.cwd(), 'pacts');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  return files.flatMap((name) => {
    const path = join(dir, name);
    const pact = PactFile.parse(JSON.parse(readFileSync(path, 'utf8')));
    const messages =
      pact.interactions.length > 0 &&
      pact.interactions.every((interaction) => interaction.type === 'Asynchronous/Messages');
    return pact.provider.name === provider && messages ? [{ path, consumer: pact.consumer.name, pact }] : [];
  });
}

const keys = testJwtKeys();
let forum: Forum;

beforeAll(async () => {
  forum = await startForum(keys);
});
afterAll(async () => {
  await forum.stop();
});

const words = {
  clean: 'Some days everything feels like too much, and talking helps.',
  crisis: 'Some days everything feels like too much and I want to die.',
  abusive: 'Some days everything feels like too much, and you idiot people make it worse.',
};

async function startDiscussion(who: Member, content: string) {
  const answer = await who.call('POST', '/api/forum/threads', {
    title: 'I feel worried and I am not sure why',
    content,
  });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
async function reply(who: Member, threadId: string, content: string) {
  const answer = await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content });
  expect(answer.status).toBe(201);
  return CreatedReply.parse(answer.body);
}

/** The event of this type about this content, exactly as svc-forum published it on the bus. */
function published(
  definition: { type: string; schema: z.ZodType<EventEnvelope> },
  contentIdOf: (event: EventEnvelope) => string,
  contentId: string,
): Promise<EventEnvelope> {
  return forum.eventually(
    (event) => event.type === definition.type && contentIdOf(definition.schema.parse(event)) === contentId,
  );
}
/** The id of the post an event of a forum event type is about. */
const contentIdOf =
  (definition: { payload: z.ZodType<{ content: { contentId: string } }> }) => (event: EventEnvelope) =>
    definition.payload.parse(event.payload).content.contentId;
const createdId = (event: EventEnvelope) => ThreadCreated.payload.parse(event.payload).contentId;
const replyId = (event: EventEnvelope) => ReplyCreated.payload.parse(event.payload).contentId;

/** A post (thread or reply) by a fresh member, with the given words. */
async function aPost(kind: 'thread' | 'reply', content: string) {
  const author = forum.member();
  if (kind === 'thread') {
    const thread = await startDiscussion(author, content);
    return { author, id: thread.id, threadId: thread.id, about: aboutThread(thread) };
  }
  const thread = await startDiscussion(forum.member(), words.clean);
  const created = await reply(author, thread.id, content);
  return { author, id: created.id, threadId: thread.id, about: aboutReply(created) };
}

/** Waits until the author sees the note a moderator's decision left on their post. */
async function noteSeen(author: Member, post: { id: string; threadId: string }, reason: HeldNote['reason']) {
  await eventually(
    async () => {
      const page = ThreadDetail.parse((await author.call('GET', `/api/forum/threads/${post.threadId}`)).body);
      return [page, ...page.replies].find((shown) => shown.id === post.id)?.heldNote?.reason;
    },
    (seen) => seen === reason,
  );
}

const path = (about: About, suffix = '') =>
  `/api/forum/${about.contentType === 'thread' ? 'threads' : 'replies'}/${about.contentId}${suffix}`;

/** A post a moderator asked its author to edit, edited (it waits for review): its id. */
async function anEditedPost(kind: 'thread' | 'reply'): Promise<string> {
  const post = await aPost(kind, words.clean);
  await forum.publish(
    decided(post.about, 'request-edit', 'report', { messageToAuthor: 'Please leave out the name.' }),
  );
  await noteSeen(post.author, post, 'edit-requested');
  const edit = await post.author.call('PUT', path(post.about), { content: `${words.clean} (edited)` });
  expect(edit.status).toBe(200);
  return post.id;
}

/** A post its author deleted (held by screening first, when the consumer expects it held): its id. */
async function aDeletedPost(kind: 'thread' | 'reply', held: boolean): Promise<string> {
  const post = await aPost(kind, held ? words.crisis : words.clean);
  expect((await post.author.call('DELETE', path(post.about))).status).toBe(200);
  return post.id;
}

/** A post a moderator took down from its page: its id. */
async function aRemovedPost(kind: 'thread' | 'reply'): Promise<string> {
  const post = await aPost(kind, words.clean);
  const moderator = forum.member(undefined, 'moderator');
  const removed = await moderator.call('POST', path(post.about, '/remove'), { reason: 'Names a classmate.' });
  expect(removed.status).toBe(200);
  return post.id;
}

/** Crisis words kept private with support, whose author asked for help: its id. */
async function aRequestForHelp(kind: 'thread' | 'reply'): Promise<string> {
  const post = await aPost(kind, words.crisis);
  await forum.publish(decided(post.about, 'support', 'crisis', { messageToAuthor: 'We are here for you.' }));
  await noteSeen(post.author, post, 'support');
  const asked = await post.author.call('POST', path(post.about, '/ask-for-help'), {
    message: 'Can someone talk to me?',
  });
  expect(asked.status).toBe(200);
  return post.id;
}

/** The real calls that make the message a consumer expects. */
function producerFor(expected: ExpectedMessage): () => Promise<EventEnvelope> {
  const { payload } = expected;
  const about = payload.content?.contentType ?? payload.contentType ?? 'thread';
  const heldWords = payload.status === 'flagged' ? words.abusive : words.clean;
  switch (expected.type) {
    case ThreadCreated.type:
      return async () => published(ThreadCreated, createdId, (await aPost('thread', heldWords)).id);
    case ReplyCreated.type:
      return async () => published(ReplyCreated, replyId, (await aPost('reply', heldWords)).id);
    case ContentScreened.type:
      return async () =>
        published(
          ContentScreened,
          contentIdOf(ContentScreened),
          (await aPost(about, words[payload.outcome ?? 'crisis'])).id,
        );
    case ContentReported.type:
      return async () => {
        const post = await aPost(about, words.clean);
        const reported = await forum.member().call('POST', path(post.about, '/report'), {
          reason: 'Unkind or hurtful',
        });
        expect(reported.status).toBe(200);
        return published(ContentReported, contentIdOf(ContentReported), post.id);
      };
    case ContentEdited.type:
      return async () => published(ContentEdited, contentIdOf(ContentEdited), await anEditedPost(about));
    case ContentDeleted.type:
      return async () =>
        published(
          ContentDeleted,
          contentIdOf(ContentDeleted),
          await aDeletedPost(about, payload.content?.status === 'flagged'),
        );
    case ContentRemoved.type:
      return async () => published(ContentRemoved, contentIdOf(ContentRemoved), await aRemovedPost(about));
    case HelpRequested.type:
      return async () => published(HelpRequested, contentIdOf(HelpRequested), await aRequestForHelp(about));
    default:
      return () => Promise.reject(new Error(`svc-forum does not publish ${expected.type}`));
  }
}

describe('svc-forum, as the producer of forum events', () => {
  it('honours the message pacts of every consumer', async () => {
    const pacts = messagePactsOf(PROVIDER);
    // Never a silent pass: svc-moderation consumes forum events and has written its pact.
    expect(pacts.map((pact) => pact.consumer).sort()).toEqual(['svc-moderation']);

    const messageProviders = Object.fromEntries(
      pacts.flatMap(({ pact }) =>
        pact.interactions.map((interaction) => [
          interaction.description,
          producerFor(ExpectedMessage.parse(interaction.contents?.content)),
        ]),
      ),
    );
    await new MessageProviderPact({
      provider: PROVIDER,
      pactUrls: pacts.map((pact) => pact.path),
      messageProviders,
      logLevel: 'warn',
    }).verify();
  }, 60_000);
});
