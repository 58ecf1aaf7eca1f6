import { randomUUID } from 'node:crypto';
import {
  DecisionMade,
  decisionRules,
  SanctionIssued,
  topicTitles,
  type ContentType,
  type EventEnvelope,
  type OperationName,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { Person, type CallLog, type ServiceUrls } from './person.js';

/** Publishes events on the services' bus (a moderator's decisions reach the forum this way). */
export type Publish = (events: EventEnvelope[]) => Promise<void>;

/** A moderator's decision on a post (`moderation.decision.made`, as svc-moderation says it). */
function decided(
  decision: 'request-edit' | 'support',
  contentType: ContentType,
  contentId: string,
  threadId: string,
): EventEnvelope {
  return newEvent(DecisionMade, {
    itemId: randomUUID(),
    contentType,
    contentId,
    threadId,
    kind: decision === 'support' ? 'crisis' : 'report',
    decision,
    visibility: decisionRules[decision].visibility,
    moderatorId: randomUUID(),
    messageToAuthor: 'Could you soften one sentence, please?',
    decidedAt: new Date().toISOString(),
  });
}

/** A moderator warns the member: a notice in their standing (`moderation.sanction.issued`). */
function warned(memberId: string): EventEnvelope {
  return newEvent(SanctionIssued, {
    sanctionId: randomUUID(),
    memberId,
    kind: 'warning',
    reason: 'Please keep your words kind to others.',
    issuedBy: randomUUID(),
    issuedAt: new Date().toISOString(),
    endsAt: null,
  });
}

/** Polls (unmeasured) until `ready` holds; consumers run after the call that caused them. */
async function until(what: string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const TITLE = topicTitles[0] as string;
const idOf = (value: unknown): string => (value as { id: string }).id;

/** What others did first, so each of the youth's calls has something to act on. */
interface Neighbourhood {
  /** Another youth's thread and a reply in it: to read, reply to, report and block. */
  threadId: string;
  replyId: string;
  /** Two parents asked to link with the youth: one request is accepted, one declined. */
  parents: [Person, Person];
}

/** Another youth posts, and two parents ask to link with `youth` (none of it measured). */
async function neighbourhood(urls: ServiceUrls, youth: Person): Promise<Neighbourhood> {
  const ben = await Person.signUp(urls, 'youth');
  await ben.call('acceptGuidelines');
  const threadId = idOf(
    await ben.call('createThread', {
      body: { title: TITLE, content: 'Walking the dog after school helps me settle my thoughts.' },
    }),
  );
  const replyId = idOf(
    await ben.call('createReply', {
      params: { id: threadId },
      body: { content: 'And the park is quiet before dinner.' },
    }),
  );
  const parents: [Person, Person] = [
    await Person.signUp(urls, 'parent'),
    await Person.signUp(urls, 'parent'),
  ];
  for (const parent of parents) await parent.call('requestLink', { body: { youthUsername: youth.username } });
  return { threadId, replyId, parents };
}

/**
 * A youth's day in the app, signed up beforehand: every call a youth makes while the app is in use
 * (youth-calls.ts), each once at least. Returns the calls made; their request ids are in `log`.
 * With `parentLog`, the parent whose link the youth accepts then opens their dashboard: the
 * summaries of their linked youth (`youthSummaries`), written to `parentLog`.
 */
export async function youthJourney(
  urls: ServiceUrls,
  publish: Publish,
  log: CallLog,
  parentLog?: CallLog,
): Promise<Set<OperationName>> {
  const youth = await Person.signUp(urls, 'youth');
  const around = await neighbourhood(urls, youth);
  const { threadId, replyId } = around;
  // From here on, the youth's calls are the ones measured.
  const measured = youth.loggingTo(log);
  const call = measured.call.bind(measured);
  // Signing in again, as on another device: the account is found by its username's key.
  await call('login', { body: { username: youth.username, password: youth.password } });

  // The dashboard and the shell.
  const youthId = idOf(await call('currentUser'));
  await call('helplines');
  await call('wellnessOverview');
  await call('wellnessInsights');
  await call('mySummary');
  await call('forumActivity');
  await call('discussionThemes');

  // Check-in, habits, kindness, practice.
  await call('activeEmotionSessions');
  // Made offline a minute ago and sent now, with the device's id for it (issue 18).
  const checkIn = (await call('saveCheckIn', {
    body: {
      emotionLabel: 'Calm',
      emotionRating: 3,
      checkInType: 'pre',
      prompted: true,
      clientRef: randomUUID(),
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
    },
  })) as { sessionId: string | null };
  // A 'post' joins the session the 'pre' opened (what "what helps me" reads).
  await call('saveCheckIn', {
    body: { emotionLabel: 'joy', emotionRating: 2, checkInType: 'post', prompted: true },
  });
  await call('latestCheckIn');
  const listed = (await call('listCheckIns', { query: { limit: 30 } })) as { createdAt: string }[];
  // The next page, still within the newest the account keeps.
  await call('listCheckIns', { query: { limit: 5, before: listed[0]?.createdAt } });
  await call('checkInTrend');
  const habits = (await call('todaysHabits')) as { id: string }[];
  await call('toggleHabit', { params: { id: idOf(habits[0]) }, body: { completed: true } });
  await call('todaysKindness');
  await call('toggleKindness', { body: { activityId: 'baby-me', done: true } });
  await call('toggleKindness', { body: { activityId: 'baby-me' } });
  await call('toggleKindness', { body: { activityId: 'strong-me' } });
  await call('todaysPractice');
  await call('completeMicroActivity', {
    body: { activityType: 'gratitude', response: 'My friend saved me a seat at lunch.' },
  });
  await call('practiceCompletions');
  const sessions = (await call('activeEmotionSessions')) as { id: string }[];
  const sessionId = checkIn.sessionId ?? sessions[0]?.id;
  if (sessionId) await call('completeEmotionSession', { params: { sessionId } });
  else throw new Error('the check-in opened no emotion session to complete');
  await call('activeEmotionSessions');
  // The dashboard again, after the day's writes: overview and insights from what was kept.
  await call('wellnessOverview');
  await call('wellnessInsights');

  // Pause and Post: the list, a thread, posting and replying, and the safety tools.
  await call('guidelinesConsent');
  await call('acceptGuidelines');
  await call('topicCatalogue');
  await call('listThreads', { query: { limit: 50 } });
  await call('threadDetail', { params: { id: threadId } });
  const mine = idOf(
    await call('createThread', {
      body: { title: TITLE, content: 'Music before bed helps me more than I expected it would.' },
    }),
  );
  const myReply = idOf(
    await call('createReply', {
      params: { id: threadId },
      body: { content: 'That sounds lovely, thank you.' },
    }),
  );
  // Finding discussions (issue 19): words, then the next page by its cursor, then most active in a group.
  const found = (await call('searchThreads', { query: { q: 'music bed', limit: 1 } })) as {
    nextCursor: string | null;
  };
  if (found.nextCursor)
    await call('searchThreads', { query: { q: 'music bed', limit: 1, cursor: found.nextCursor } });
  await call('searchThreads', { query: { sort: 'active', limit: 20 } });
  await call('threadDetail', { params: { id: threadId } });
  // A moderator asks for an edit of both (the only time a member edits, SPEC) and warns them.
  await publish([
    decided('request-edit', 'thread', mine, mine),
    decided('request-edit', 'reply', myReply, threadId),
    warned(youthId),
  ]);
  const heldNoteOf = async (thread: string, id: string) => {
    const detail = (await youth.call('threadDetail', { params: { id: thread } })) as {
      id: string;
      heldNote?: { reason: string };
      replies: { id: string; heldNote?: { reason: string } }[];
    };
    return [detail, ...detail.replies].find((item) => item.id === id)?.heldNote?.reason;
  };
  const notices = async () =>
    ((await youth.call('myStanding')) as { notices: { id: string }[] }).notices.map(idOf);
  await until(
    'the moderator reached the forum',
    async () =>
      (await heldNoteOf(mine, mine)) === 'edit-requested' &&
      (await heldNoteOf(threadId, myReply)) === 'edit-requested' &&
      (await notices()).length > 0,
  );
  await call('editThread', {
    params: { id: mine },
    body: { content: 'Music before bed helps me more than I thought it would.' },
  });
  await call('editReply', { params: { id: myReply }, body: { content: 'That sounds lovely, thanks!' } });
  // Kept private with support: then its author may ask a moderator for help with it.
  await publish([decided('support', 'thread', mine, mine), decided('support', 'reply', myReply, threadId)]);
  await until(
    'the posts were kept private with support',
    async () =>
      (await heldNoteOf(mine, mine)) === 'support' && (await heldNoteOf(threadId, myReply)) === 'support',
  );
  await call('askForHelpWithThread', { params: { id: mine }, body: { message: 'Could someone check in?' } });
  await call('askForHelpWithReply', { params: { id: myReply }, body: {} });
  await call('reportThread', { params: { id: threadId }, body: { reason: 'Unkind or hurtful' } });
  await call('reportReply', { params: { id: replyId }, body: { reason: 'Unkind or hurtful' } });
  await call('myStanding');
  await call('markNoticeRead', { params: { id: (await notices())[0] } });
  const block = idOf(await call('blockAuthor', { body: { contentType: 'reply', contentId: replyId } }));
  await call('listBlocks');
  await call('unblock', { params: { id: block } });
  await call('listThreads', { query: { limit: 50 } });
  await call('deleteReply', { params: { id: myReply } });
  await call('deleteThread', { params: { id: mine } });

  // Parents who asked to link, and the account's settings.
  const links = (await call('myLinks')) as { id: string; status: string }[];
  const pending = links.filter((link) => link.status === 'pending').map(idOf);
  if (pending.length < 2) throw new Error(`expected two pending link requests, found ${pending.length}`);
  await call('acceptLink', { params: { id: pending[0] } });
  if (parentLog) {
    // The parent whose request was accepted opens their dashboard once wellness has learnt of it.
    const parent = (
      await Promise.all(around.parents.map(async (who) => ({ who, links: await who.call('myLinks') })))
    ).find(({ links }) => (links as { id: string }[]).some((link) => link.id === pending[0]))?.who;
    if (!parent) throw new Error('no parent holds the accepted link');
    await until(
      "the parent's summaries show the youth",
      async () => ((await parent.call('youthSummaries')) as unknown[]).length === 1,
    );
    await parent.loggingTo(parentLog).call('youthSummaries');
  }
  await call('declineLink', { params: { id: pending[1] } });
  await call('endLink', { params: { id: pending[0] } });
  await call('updateProfile', { body: { firstName: 'Robyn' } });
  const newPassword = 'Harbour lights over quiet lanterns 24';
  await call('changePassword', {
    body: { currentPassword: youth.password, newPassword, confirmPassword: newPassword },
  });
  await call('logout');
  return new Set(log.values());
}
