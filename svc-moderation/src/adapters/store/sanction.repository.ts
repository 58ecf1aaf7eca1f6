import { z } from 'zod';
import { Id } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import { MemberSanctions } from '../../core/sanction.js';
import type { SanctionRepository } from '../../ports/sanction.repository.port.js';

export const memberSanctionsCollection: CollectionDefinition<MemberSanctions> = {
  name: 'member_sanctions',
  schema: MemberSanctions,
};

/** Which member a sanction belongs to, named by the sanction's id: a lift knows only that. */
const SanctionMember = z.object({ id: Id, memberId: Id });
type SanctionMember = z.infer<typeof SanctionMember>;
export const sanctionMembersCollection: CollectionDefinition<SanctionMember> = {
  name: 'sanction_members',
  schema: SanctionMember,
};

/**
 * Ids per read: FerretDB v1 reads `{id: {$in}}` of up to 100 ids by `_id` (one point read each)
 * and scans the collection beyond that, so a long queue's authors are read in slices.
 */
const SLICE = 100;

export function sanctionRepository(store: DocumentStore): SanctionRepository {
  const members = store.collection(memberSanctionsCollection);
  const notes = store.collection(sanctionMembersCollection);
  return {
    ofMember: (memberId) => members.findById(memberId),
    async ofMembers(memberIds) {
      const ids = [...new Set(memberIds)];
      const slices: string[][] = [];
      for (let start = 0; start < ids.length; start += SLICE) slices.push(ids.slice(start, start + SLICE));
      const found = (await Promise.all(slices.map((slice) => members.find({ id: { $in: slice } })))).flat();
      return new Map(found.map((member) => [member.id, member.sanctions]));
    },
    async noteMemberOf(sanctionId, memberId) {
      await notes.insert({ id: sanctionId, memberId });
    },
    memberOf: async (sanctionId) => (await notes.findById(sanctionId))?.memberId ?? null,
    async write(next, revision, events) {
      if (revision !== null)
        return (await members.updateOne({ id: next.id, revision }, { set: next }, { events })) !== null;
      try {
        await members.insert(next, { events });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
    async erase(memberId) {
      const member = await members.findById(memberId);
      if (!member) return;
      // Each by its id (a point read on FerretDB), then the member's record.
      for (const sanction of member.sanctions) await notes.deleteOne({ id: sanction.id });
      await members.deleteOne({ id: memberId });
    },
  };
}
