import { z } from 'zod';
import { Id, IsoDateTime, MemberNotice, SanctionKind } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { Standing, StandingRepository } from '../../ports/standing.repository.port.js';
import { memberDocuments } from './member-document.js';

const StandingRecord = z.object({
  /** The member's id. */
  id: Id,
  version: z.number().int().nonnegative(),
  sanctions: z.array(
    z.object({
      sanctionId: Id,
      kind: SanctionKind,
      reason: z.string(),
      issuedAt: IsoDateTime,
      endsAt: IsoDateTime.nullable(),
    }),
  ),
  lifts: z.array(z.object({ sanctionId: Id, liftedAt: IsoDateTime })),
  notices: z.array(MemberNotice),
});
type StandingRecord = z.infer<typeof StandingRecord>;

export const standingCollection: CollectionDefinition<StandingRecord> = {
  name: 'member_standing',
  schema: StandingRecord,
};

export function standingRepository(store: DocumentStore): StandingRepository {
  const documents = memberDocuments<StandingRecord, Standing>(store.collection(standingCollection), {
    toValue: (doc) => ({
      sanctions: doc?.sanctions ?? [],
      lifts: doc?.lifts ?? [],
      notices: doc?.notices ?? [],
    }),
    toDoc: (id, standing, version) => ({ id, version, ...standing }),
  });
  return { of: documents.read, update: documents.update, erase: documents.erase };
}
