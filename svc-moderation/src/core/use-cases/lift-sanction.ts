import { sanctionHolds, SanctionLifted, type AccessClaims, type Sanction } from '@heartwise/contracts';
import { conflict, newEvent, notFound } from '@heartwise/service-kit/domain';
import type { PersonRepository } from '../../ports/person.repository.port.js';
import type { SanctionRepository } from '../../ports/sanction.repository.port.js';
import { toSanction } from '../item-view.js';
import type { StoredSanction } from '../sanction.js';
import { SanctionsKeptChangingError } from './issue-sanction.js';
import type { ModerationItemRepository } from '../../ports/moderation-item.repository.port.js';
import { inScope, type QueueScope } from '../queue-scope.js';

export interface LiftDeps {
  items: Pick<ModerationItemRepository, 'findById'>;
  sanctions: SanctionRepository;
  people: Pick<PersonRepository, 'byIds'>;
  now: () => Date;
}

export const SANCTION_NOT_FOUND = "We couldn't find that sanction. It may have been removed.";
const ATTEMPTS = 5;

/** Why a sanction cannot be lifted now (it does not hold), in a sentence. */
function whyNotLift(sanction: StoredSanction): string {
  if (sanction.kind === 'warning')
    return 'A warning has nothing to lift: it only told the member your reason.';
  return sanction.liftedAt
    ? `This ${sanction.kind} was already lifted.`
    : `This ${sanction.kind} has already ended by itself.`;
}

/**
 * A moderator or admin lifts a mute or suspension before its end. Only one that still holds can be
 * lifted; the change and `moderation.sanction.lifted` are one write to the member's record.
 */
export async function liftSanction(
  deps: LiftDeps,
  actor: AccessClaims,
  scope: QueueScope,
  sanctionId: string,
): Promise<Sanction> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const memberId = await deps.sanctions.memberOf(sanctionId);
    const member = memberId ? await deps.sanctions.ofMember(memberId) : null;
    const sanction = member?.sanctions.find((kept) => kept.id === sanctionId);
    if (!member || !sanction || !(await reaches(deps, scope, sanction))) throw notFound(SANCTION_NOT_FOUND);
    const now = deps.now();
    if (!sanctionHolds(sanction, now)) throw conflict(whyNotLift(sanction));
    const liftedAt = now.toISOString();
    const lifted: StoredSanction = { ...sanction, liftedAt, liftedBy: actor.sub };
    const next = {
      ...member,
      sanctions: member.sanctions.map((kept) => (kept.id === sanctionId ? lifted : kept)),
      revision: member.revision + 1,
    };
    const event = newEvent(SanctionLifted, {
      sanctionId,
      memberId: member.id,
      liftedBy: actor.sub,
      liftedAt,
    });
    if (await deps.sanctions.write(next, member.revision, [event])) {
      return toSanction(lifted, await deps.people.byIds([lifted.issuedBy]));
    }
  }
  throw new SanctionsKeptChangingError();
}

/**
 * Whether the caller's scope reaches the sanction: through the item it was issued from, so a
 * district's moderators lift only what was issued over their district's items. **(protective)**
 * A sanction without an item, or whose item is gone, is the platform staff's alone.
 */
async function reaches(deps: LiftDeps, scope: QueueScope, sanction: StoredSanction): Promise<boolean> {
  if (scope.kind === 'every') return true;
  const item = sanction.itemId ? await deps.items.findById(sanction.itemId) : null;
  return item !== null && inScope(scope, item);
}
