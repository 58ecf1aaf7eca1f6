/** One side of a block: who, and the block's id (the same on both sides). */
export interface BlockEntry {
  id: string;
  memberId: string;
  blockedAt: string;
}

/** Whom a member blocked, and who blocked them: both stop seeing each other. */
export interface MemberBlocks {
  blocking: BlockEntry[];
  blockedBy: BlockEntry[];
}

/** Each member's blocks in one document read by their id. */
export interface BlockRepository {
  of(memberId: string): Promise<MemberBlocks>;
  /** Changes the member's blocks, one change at a time per member; null from `change` leaves them. */
  update(memberId: string, change: (blocks: MemberBlocks) => MemberBlocks | null): Promise<MemberBlocks>;
  erase(memberId: string): Promise<void>;
}
