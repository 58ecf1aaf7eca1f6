import { expect } from '@jest/globals';
import { z } from 'zod';
import {
  ContentType,
  DecisionMade,
  decisionRules,
  decisionsFor,
  ModerationDecision,
  needsRiskConfirmation,
  ReviewKind,
  SanctionIssued,
  SanctionKind,
  SanctionLifted,
  type ContentSnapshot,
  type EventEnvelope,
} from '@heartwise/contracts';
import { answeredSanction, post, someone, type Moderation, type Someone } from './moderation-harness.js';

/**
 * What a consumer's message asks svc-moderation to produce, read from the message it expects:
 * its `type`, and its example payload (a decision, the kind of item and the content type; a
 * sanction's kind). The description is free text; only "escalated" in it asks for the decision to
 * be an administrator's about an item a moderator escalated first.
 */
export type MessageScenario =
  | {
      type: 'decision';
      decision: ModerationDecision;
      kind: ReviewKind;
      contentType: ContentType;
      escalated: boolean;
      /** The example carries these, so the message must too. */
      withNotes: boolean;
      withMessage: boolean;
    }
  | { type: 'sanction-issued'; kind: SanctionKind }
  | { type: 'sanction-lifted' };

const Expected = z.object({ type: z.string(), version: z.number().optional(), payload: z.unknown() });
const ExpectedDecision = z.object({
  decision: ModerationDecision,
  kind: ReviewKind,
  contentType: ContentType,
  notes: z.unknown().optional(),
  messageToAuthor: z.unknown().optional(),
});
const ExpectedIssue = z.object({ kind: SanctionKind });

export function scenarioOf(description: string, expected: unknown): MessageScenario {
  const message = Expected.safeParse(expected);
  const cannot = (why: string) =>
    new Error(`svc-moderation cannot tell which message "${description}" expects: ${why}.`);
  if (!message.success) throw cannot('it has no type and payload');
  switch (message.data.type) {
    case DecisionMade.type: {
      const payload = ExpectedDecision.safeParse(message.data.payload);
      if (message.data.version !== DecisionMade.version || !payload.success) {
        throw cannot(
          `a version ${DecisionMade.version} decision needs a decision, a kind (report, crisis or abusive) and a contentType`,
        );
      }
      const { decision, kind, contentType, notes, messageToAuthor } = payload.data;
      return {
        type: 'decision',
        decision,
        kind,
        contentType,
        escalated: decision !== 'escalate' && /\bescalated\b/i.test(description),
        withNotes: notes !== undefined,
        withMessage: messageToAuthor !== undefined,
      };
    }
    case SanctionIssued.type: {
      const payload = ExpectedIssue.safeParse(message.data.payload);
      if (!payload.success) throw cannot('a sanction needs its kind (warning, mute or suspension)');
      return { type: 'sanction-issued', kind: payload.data.kind };
    }
    case SanctionLifted.type:
      return { type: 'sanction-lifted' };
    default:
      throw cannot(`svc-moderation publishes no ${message.data.type}`);
  }
}

/** The people of one scenario: each message starts from a fresh author and item. */
function cast() {
  return {
    author: someone('youth', 'Jo', 'Park'),
    reporter: someone('youth', 'Mia'),
    moderator: someone('moderator', 'Mo'),
    admin: someone('admin', 'Ada'),
  };
}

/**
 * Makes the message happen the way it does in the product, and returns what the relay published:
 * the item reaches the queue over the bus (a report, or a screening for crisis or abusive words),
 * earlier decisions that the expected one needs are made first (a post is kept before it is
 * removed, taken down before it is restored, sent back for an edit before the edit is published),
 * and staff decide or sanction over HTTP.
 */
export async function produceMessage(
  moderation: Moderation,
  scenario: MessageScenario,
): Promise<EventEnvelope> {
  const people = cast();
  for (const person of Object.values(people)) await moderation.registered(person);
  if (scenario.type === 'decision') return produceDecision(moderation, scenario, people);

  const content = post(people.author);
  await moderation.reported(people.reporter, content);
  const item = await moderation.itemOf(content, people.moderator);
  const kind = scenario.type === 'sanction-issued' ? scenario.kind : 'mute';
  const issued = await answeredSanction(
    await moderation.sanction(people.moderator, item.id, {
      kind,
      reason: 'Repeated name-calling',
      ...(kind === 'warning' ? {} : { durationHours: 24 }),
    }),
    201,
  );
  if (scenario.type === 'sanction-issued') return moderation.sanctionEvent('issued', issued.id);
  await answeredSanction(await moderation.lift(people.moderator, issued.id), 200);
  return moderation.sanctionEvent('lifted', issued.id);
}

type DecisionScenario = Extract<MessageScenario, { type: 'decision' }>;

async function produceDecision(
  moderation: Moderation,
  scenario: DecisionScenario,
  people: ReturnType<typeof cast>,
): Promise<EventEnvelope> {
  const { moderator, admin } = people;
  const content = await queued(moderation, scenario, people);
  let item = await moderation.itemOf(content, moderator);
  let decided = 0;
  const decide = async (as: Someone, decision: ModerationDecision) => {
    expect((await moderation.act(as, item.id, decision, bodyFor(decision, scenario))).status).toBe(200);
    decided += 1;
  };

  if (scenario.escalated) await decide(moderator, 'escalate');
  const decider = scenario.escalated ? admin : moderator;
  for (const earlier of earlierDecisions(scenario)) {
    if (earlier === 'edited') {
      const edited = { ...content, content: `${content.content} (edited)` };
      await moderation.edited(edited);
      item = await moderation.itemOf(edited, moderator, 'pending', (found) => found.editAwaitingReview);
    } else {
      await decide(decider, earlier);
    }
  }
  await decide(decider, scenario.decision);
  const event = DecisionMade.schema.parse(await moderation.decisionAbout(item.id, decided));
  expect(event.payload).toMatchObject({
    decision: scenario.decision,
    kind: scenario.kind,
    contentType: scenario.contentType,
  });
  return event;
}

/** The content, on the queue the way its kind gets there. */
async function queued(
  moderation: Moderation,
  scenario: DecisionScenario,
  people: ReturnType<typeof cast>,
): Promise<ContentSnapshot> {
  const content = post(
    people.author,
    scenario.contentType === 'reply' ? { contentType: 'reply', title: undefined } : {},
  );
  if (scenario.kind === 'report') await moderation.reported(people.reporter, content, 'Unkind or hurtful');
  else await moderation.screened(content, scenario.kind);
  return content;
}

/**
 * What must happen before the decision can be made about an item of its kind: nothing when it is
 * one of the kind's first choices, else the decision that settles the item the way it needs.
 */
function earlierDecisions(scenario: DecisionScenario): (ModerationDecision | 'edited')[] {
  const { decision, kind } = scenario;
  const pending = {
    kind,
    status: scenario.escalated ? ('flagged' as const) : ('pending' as const),
    visibility: kind === 'report' ? ('public' as const) : ('held' as const),
    editRequested: false,
    editAwaitingReview: false,
  };
  if (decisionsFor(pending, scenario.escalated ? 'admin' : 'moderator').includes(decision)) return [];
  if (decision === 'remove' && kind === 'report') return ['keep'];
  if (decision === 'restore') return [kind === 'report' ? 'hide' : 'remove'];
  if (decision === 'allow' && kind === 'report') return ['request-edit', 'edited'];
  throw new Error(`svc-moderation never makes "${decision}" about an item of kind ${kind}.`);
}

/** What the staff page sends with a decision: what its rule asks for, and what the example carries. */
function bodyFor(decision: ModerationDecision, scenario: DecisionScenario) {
  const rule = decisionRules[decision];
  const isExpected = decision === scenario.decision;
  const notes = rule.reasonRequired || (isExpected && scenario.withNotes);
  const message =
    rule.messageToAuthor === 'required' ||
    (isExpected && scenario.withMessage && rule.messageToAuthor !== 'none');
  return {
    ...(notes ? { notes: 'Checked against the Community Guidelines' } : {}),
    ...(message ? { messageToAuthor: 'Please leave out the name of your classmate.' } : {}),
    ...(needsRiskConfirmation(decision, scenario.kind) ? { confirmRisk: true } : {}),
  };
}
