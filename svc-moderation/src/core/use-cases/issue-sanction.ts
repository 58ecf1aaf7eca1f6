import { SanctionIssued, type AccessClaims, type Sanction, type SanctionRequest } from '@heartwise/contracts';
import { conflict, newEvent, notFound } from '@heartwise/service-kit/domain';
import type { ModerationItemRepository } from '../../ports/moderation-item.repository.port.js';
import type { PersonRepository } from '../../ports/person.repository.port.js';
import type { SanctionRepository } from '../../ports/sanction.repository.port.js';
import { toSanction } from '../item-view.js';
import { endOf, type StoredSanction } from '../sanction.js';
import { ITEM_NOT_FOUND } from './decide-item.js';
import { inScope, type QueueScope } from '../queue-scope.js';

export interface SanctionDeps {
  items: Pick<ModerationItemRepository, 'findById'>;
  sanctions: SanctionRepository;
  people: Pick<PersonRepository, 'byIds' | 'hasLeft'>;
  now: () => Date;
  newId: () => string;
}

export const NOT_YOURSELF =
  'You cannot warn, mute or suspend yourself. Another moderator or an administrator can.';
export const MEMBER_LEFT = 'This member has deleted their account, so there is no one to sanction.';
const ATTEMPTS = 5;

/**
 * A moderator or admin warns, mutes or suspends the author of a queue item, with a reason the
 * member is shown. The sanction and `moderation.sanction.issued` are one write to the member's
 * record; svc-forum enforces it from the event and tells the member.
 */
export async function issueSanction(
  deps: SanctionDeps,
  actor: AccessClaims,
  scope: QueueScope,
  itemId: string,
  request: SanctionRequest,
): Promise<Sanction> {
  const item = await deps.items.findById(itemId);
  // A district's moderators sanction only the authors of its own items.
  if (!item || !inScope(scope, item)) throw notFound(ITEM_NOT_FOUND);
  const memberId = item.authorId;
  if (memberId === actor.sub) throw conflict(NOT_YOURSELF);
  if (await deps.people.hasLeft(memberId)) throw conflict(MEMBER_LEFT);
  const issuedAt = deps.now();
  const sanction: StoredSanction = {
    id: deps.newId(),
    kind: request.kind,
    reason: request.reason,
    issuedBy: actor.sub,
    issuedAt: issuedAt.toISOString(),
    endsAt: endOf(issuedAt, request.durationHours),
    liftedAt: null,
    itemId,
  };
  const issued = newEvent(SanctionIssued, {
    sanctionId: sanction.id,
    memberId,
    kind: sanction.kind,
    reason: sanction.reason,
    issuedBy: actor.sub,
    issuedAt: sanction.issuedAt,
    endsAt: sanction.endsAt,
    itemId,
  });
  // The note first: a sanction is never stored without the way back to it from its id.
  await deps.sanctions.noteMemberOf(sanction.id, memberId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await deps.sanctions.ofMember(memberId);
    const next = {
      id: memberId,
      sanctions: [...(current?.sanctions ?? []), sanction],
      revision: current ? current.revision + 1 : 0,
    };
    if (await deps.sanctions.write(next, current?.revision ?? null, [issued])) {
      return toSanction(sanction, await deps.people.byIds([actor.sub]));
    }
  }
  throw new SanctionsKeptChangingError();
}

/** Every attempt met someone else's write to the member's sanctions. */
export class SanctionsKeptChangingError extends Error {
  constructor() {
    super("The member's sanctions kept changing while we tried to update them");
    this.name = 'SanctionsKeptChangingError';
  }
}
