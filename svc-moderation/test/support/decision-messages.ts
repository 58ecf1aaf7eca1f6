import { expect } from '@jest/globals';
import { z } from 'zod';
import { ContentType, ModerationAction, type EventEnvelope } from '@heartwise/contracts';
import { post, someone, type Moderation } from './moderation-harness.js';

/**
 * What a consumer's message asks svc-moderation to produce: the action and the content type from
 * the message it expects (its example payload), and whether an admin decides an escalated item
 * from the description's words ("admin" and "flagged", e.g. "an admin approved a flagged thread").
 */
export interface DecisionScenario {
  action: ModerationAction;
  contentType: 'thread' | 'reply';
  escalated: boolean;
}

const ExpectedDecision = z.object({
  payload: z.object({ action: ModerationAction, contentType: ContentType }),
});

export function scenarioOf(description: string, expected: unknown): DecisionScenario {
  const parsed = ExpectedDecision.safeParse(expected);
  if (!parsed.success) {
    throw new Error(
      `svc-moderation cannot tell which decision "${description}" expects: its payload needs an action (approve, reject, flag or request-edit) and a contentType (thread or reply).`,
    );
  }
  const { action, contentType } = parsed.data.payload;
  return {
    action,
    contentType,
    escalated: action !== 'flag' && /\badmin/i.test(description) && /\bflagged\b/i.test(description),
  };
}

/**
 * Makes the decision happen the way it does in the product: a member's report reaches the queue
 * over the bus, a moderator (or, for an escalated item, a moderator's flag and then an admin)
 * decides over HTTP, and the `moderation.decision.made` the service published is returned.
 */
export async function produceDecision(
  moderation: Moderation,
  scenario: DecisionScenario,
): Promise<EventEnvelope> {
  const author = someone('youth', 'Jo', 'Park');
  const reporter = someone('youth', 'Mia');
  const moderator = someone('moderator', 'Mo');
  const admin = someone('admin', 'Ada');
  const content = post(
    author,
    scenario.contentType === 'reply' ? { contentType: 'reply', title: undefined } : {},
  );
  await moderation.reported(reporter, content, 'Unkind or hurtful');
  const item = await moderation.itemOf(content, moderator);
  let decisions = 0;
  if (scenario.escalated) {
    expect((await moderation.act(moderator, item.id, 'flag')).status).toBe(200);
    decisions += 1;
  }
  const decider = scenario.escalated ? admin : moderator;
  expect((await moderation.act(decider, item.id, scenario.action)).status).toBe(200);
  return moderation.decisionAbout(item.id, decisions + 1);
}
