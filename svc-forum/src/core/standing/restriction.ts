import { restrictionMessage, type Restriction } from '@heartwise/contracts';
import { forbidden } from '@heartwise/service-kit/domain';
import type { Standing, StandingRepository } from '../../ports/standing.repository.port.js';
import type { ForumCaller } from '../forum-caller.js';

export interface AccessDeps {
  standing: Pick<StandingRepository, 'of'>;
  now: () => Date;
}

/**
 * The mute or suspension that holds now, if any: not ended, not lifted. A suspension wins over a
 * mute (it stops more); of two of a kind, the one that lasts longer.
 */
export function restrictionNow(standing: Standing, now: Date): Restriction | null {
  const lifted = new Set(standing.lifts.map((lift) => lift.sanctionId));
  const holding = standing.sanctions
    .filter(
      (sanction) =>
        sanction.kind !== 'warning' &&
        sanction.endsAt !== null &&
        Date.parse(sanction.endsAt) > now.getTime() &&
        !lifted.has(sanction.sanctionId),
    )
    .sort((a, b) =>
      a.kind === b.kind ? (b.endsAt ?? '').localeCompare(a.endsAt ?? '') : a.kind === 'suspension' ? -1 : 1,
    );
  const [strongest] = holding;
  if (!strongest?.endsAt || strongest.kind === 'warning') return null;
  return { kind: strongest.kind, reason: strongest.reason, until: strongest.endsAt };
}

/** When a restriction ends, in the caller's own time zone: "Sunday, November 22 at 10:00 AM". */
export function untilWords(until: string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(until));
}

async function restrictionOf(deps: AccessDeps, caller: ForumCaller): Promise<Restriction | null> {
  return restrictionNow(await deps.standing.of(caller.sub), deps.now());
}

const refusal = (restriction: Restriction, caller: ForumCaller) =>
  forbidden(restrictionMessage(restriction, untilWords(restriction.until, caller.timeZone)));

/** A suspended member may use nothing of Pause and Post but their standing and their own data. */
export async function ensureMayUseForum(deps: AccessDeps, caller: ForumCaller): Promise<void> {
  const restriction = await restrictionOf(deps, caller);
  if (restriction?.kind === 'suspension') throw refusal(restriction, caller);
}

/** A muted member may read but not post, reply, edit or report; a suspended one not even read. */
export async function ensureMayPost(deps: AccessDeps, caller: ForumCaller): Promise<void> {
  const restriction = await restrictionOf(deps, caller);
  if (restriction) throw refusal(restriction, caller);
}
