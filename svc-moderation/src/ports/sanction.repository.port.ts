import type { EventEnvelope } from '@heartwise/contracts';
import type { MemberSanctions, StoredSanction } from '../core/sanction.js';

export type { MemberSanctions, StoredSanction };

/** Members' sanctions: one record per member, and which member each sanction belongs to. */
export interface SanctionRepository {
  ofMember(memberId: string): Promise<MemberSanctions | null>;
  /** Each of these members' sanctions (members without any are absent). */
  ofMembers(memberIds: readonly string[]): Promise<Map<string, StoredSanction[]>>;
  /** Notes whose sanction this id is, before the sanction itself is written, so a lift can find it. */
  noteMemberOf(sanctionId: string, memberId: string): Promise<void>;
  /** The member a sanction id was noted for (null: none). */
  memberOf(sanctionId: string): Promise<string | null>;
  /**
   * Writes `next` with the events it causes in the same write: a new record when `revision` is
   * null, else over the record only if it is still at `revision`. False when someone wrote first
   * (read and decide again).
   */
  write(next: MemberSanctions, revision: number | null, events: EventEnvelope[]): Promise<boolean>;
  /** Forgets the member's sanctions and the notes that point to them. */
  erase(memberId: string): Promise<void>;
}
