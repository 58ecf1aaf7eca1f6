import type { SanctionIssue, SanctionLift } from '@heartwise/contracts';
import type { StandingRepository } from '../../ports/standing.repository.port.js';
import { liftNotice, sanctionNotice, withNotice } from '../standing/notices.js';

type SanctionDeps = { standing: Pick<StandingRepository, 'update'> };

/**
 * A moderator warned, muted or suspended a member: the forum keeps it in their standing (and
 * enforces it from there) and tells them, with the reason and the end. Idempotent by sanction id.
 */
export async function recordSanction(deps: SanctionDeps, issue: SanctionIssue): Promise<void> {
  await deps.standing.update(issue.memberId, (standing) => {
    const known = standing.sanctions.some((sanction) => sanction.sanctionId === issue.sanctionId);
    const sanctions = known
      ? standing.sanctions
      : [
          ...standing.sanctions,
          {
            sanctionId: issue.sanctionId,
            kind: issue.kind,
            reason: issue.reason,
            issuedAt: issue.issuedAt,
            endsAt: issue.endsAt,
          },
        ];
    const told = withNotice({ ...standing, sanctions }, sanctionNotice(issue));
    return told ?? (known ? null : { ...standing, sanctions });
  });
}

/**
 * A mute or suspension was lifted early. Kept apart from the sanction, so a lift that arrives
 * before its sanction (the topics are read independently) still ends it. Idempotent by sanction id.
 */
export async function recordLift(deps: SanctionDeps, lift: SanctionLift): Promise<void> {
  await deps.standing.update(lift.memberId, (standing) => {
    const known = standing.lifts.some((recorded) => recorded.sanctionId === lift.sanctionId);
    const lifts = known
      ? standing.lifts
      : [...standing.lifts, { sanctionId: lift.sanctionId, liftedAt: lift.liftedAt }];
    const told = withNotice({ ...standing, lifts }, liftNotice(lift));
    return told ?? (known ? null : { ...standing, lifts });
  });
}
