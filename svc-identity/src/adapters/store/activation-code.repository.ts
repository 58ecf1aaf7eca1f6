import { z } from 'zod';
import { Id, IsoDateTime } from '@heartwise/contracts';
import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import type {
  ActivationCodeRecord,
  ActivationCodeRepository,
} from '../../ports/activation-code.repository.port.js';

const ActivationCodeDocument = z.object({
  id: z.string(),
  userId: Id,
  organizationId: Id,
  issuedAt: IsoDateTime,
  expiresAt: IsoDateTime,
});

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Which code is a person's live one: one small document per person, keyed by their id. */
const LiveCodeDocument = z.object({ id: Id, codeId: z.string() });
type LiveCodeDocument = z.infer<typeof LiveCodeDocument>;

/**
 * Activation codes on the document store (FerretDB v1: every read is by `_id`). A code is keyed by
 * its hash, so a typed code is one read; the person's live-code document says which of their codes
 * counts, so a replaced code stops working the moment the new one is recorded, even if deleting
 * the old document fails afterwards. No TTL indexes on FerretDB: expired codes are swept.
 */
export function activationCodeRepository(store: DocumentStore): ActivationCodeRepository {
  const codes = store.collection<ActivationCodeRecord>({
    name: 'activation_codes',
    schema: ActivationCodeDocument,
  });
  const live = store.collection<LiveCodeDocument>({
    name: 'activation_live_codes',
    schema: LiveCodeDocument,
  });

  let lastSweep = 0;
  /** At most hourly, on the next issue: expired codes go (the live-code pointer may stay; it finds nothing). */
  async function sweepNowAndThen(now: string): Promise<void> {
    if (Date.parse(now) - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.parse(now);
    await codes.deleteMany({ expiresAt: { $lt: now } });
  }

  async function pointAt(userId: string, codeId: string): Promise<void> {
    if (await live.updateOne({ id: userId }, { set: { codeId } })) return;
    try {
      await live.insert({ id: userId, codeId });
    } catch (error) {
      // Another issue for the same person got there first: the later write wins, as it would.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await live.updateOne({ id: userId }, { set: { codeId } });
    }
  }

  return {
    async replace(code) {
      const earlier = await live.findById(code.userId);
      await codes.insert(code);
      await pointAt(code.userId, code.id);
      if (earlier && earlier.codeId !== code.id) await codes.deleteOne({ id: earlier.codeId });
      await sweepNowAndThen(code.issuedAt);
    },
    async findLive(id) {
      const code = await codes.findById(id);
      if (!code) return null;
      const current = await live.findById(code.userId);
      return current?.codeId === id ? code : null;
    },
    async forget(userId) {
      const current = await live.findById(userId);
      if (!current) return;
      // The pointer first: once it is gone no code of theirs works, whatever happens next.
      await live.deleteOne({ id: userId });
      await codes.deleteOne({ id: current.codeId });
    },
  };
}
