import { z } from 'zod';
import { DecisionMade, DecisionMadeV1, SanctionIssued, SanctionLifted } from '@heartwise/contracts';
import { on, type ConsumerGroup } from '@heartwise/service-kit';
import {
  applyDecision,
  fromDecision,
  fromLegacyDecision,
  type DecisionDeps,
} from '../core/use-cases/apply-decision.js';
import { recordLift, recordSanction } from '../core/use-cases/sanctions.js';

export type ModerationDeps = DecisionDeps;

/**
 * One topic, two versions: a decision made before issue 14 (version 1) is still applied (its
 * visibility only) rather than skipped, so nothing waiting on the bus across an upgrade is lost.
 */
const AnyDecision = {
  type: DecisionMade.type,
  schema: z.discriminatedUnion('version', [DecisionMade.schema, DecisionMadeV1.schema]),
};

/** Moderators' decisions show, hold or take down content; sanctions go into members' standing. */
export function moderationHandlers(deps: ModerationDeps) {
  return {
    ...on(AnyDecision, (event) =>
      applyDecision(
        deps,
        'action' in event.payload ? fromLegacyDecision(event.payload) : fromDecision(event.payload),
      ),
    ),
    ...on(SanctionIssued, (event) => recordSanction(deps, event.payload)),
    ...on(SanctionLifted, (event) => recordLift(deps, event.payload)),
  };
}

/** Its consumer group, for svc-forum's events declaration (service.ts). */
export function moderationSubscription(deps: ModerationDeps): ConsumerGroup {
  return { groupId: 'svc-forum.moderation', handlers: moderationHandlers(deps) };
}
