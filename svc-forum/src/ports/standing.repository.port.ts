import type { MemberNotice, SanctionKind } from '@heartwise/contracts';

/** A warning, mute or suspension as the forum keeps it (from moderation's events). */
export interface SanctionRecord {
  sanctionId: string;
  kind: SanctionKind;
  reason: string;
  issuedAt: string;
  /** null for a warning. */
  endsAt: string | null;
}

/** A mute or suspension lifted early; kept apart, as it may arrive before the sanction itself. */
export interface LiftRecord {
  sanctionId: string;
  liftedAt: string;
}

/** One member's standing: their sanctions and what the moderators told them. */
export interface Standing {
  sanctions: SanctionRecord[];
  lifts: LiftRecord[];
  /** Newest first. */
  notices: MemberNotice[];
}

/** Each member's standing in one document read by their id (FerretDB reads anything else whole). */
export interface StandingRepository {
  /** The member's standing; empty when there is none. */
  of(memberId: string): Promise<Standing>;
  /**
   * Changes the member's standing (one change at a time per member, so none is lost); `change`
   * returns null to leave it as it is. Resolves to the standing as it is afterwards.
   */
  update(memberId: string, change: (standing: Standing) => Standing | null): Promise<Standing>;
  erase(memberId: string): Promise<void>;
}
