import type { UserProfile } from '@heartwise/contracts';
import { seedProgress, type DocumentStore } from '@heartwise/service-kit';
import { authorsCollection } from '../author.repository.js';
import { consentsCollection } from '../consent.repository.js';

const PROGRESS = 'district-members';
const BATCH = 1_000;

export interface MembersSeedOutcome {
  /** How many of the members the store now knows. */
  members: number;
  /** Documents this call wrote (authors and consents). */
  written: number;
  seconds: number;
  complete: boolean;
}

/**
 * What the forum keeps of each youth of a seeded district before they post, as the service would
 * have left it: their name (`authors`, as identity.user.registered leaves it) and their agreement to
 * the Community Guidelines (the app asks before their first post). `members` come in a fixed order
 * (identity's seeding gives them so); a second call adds only the ones not yet stored.
 */
export async function seedForumMembers(
  store: DocumentStore,
  members: readonly UserProfile[],
  options: { now: Date; until?: number },
): Promise<MembersSeedOutcome> {
  const started = performance.now();
  const progress = seedProgress(store, PROGRESS);
  const authors = store.collection(authorsCollection);
  const consents = store.collection(consentsCollection);
  const at = options.now.toISOString();
  let done = await progress.done();
  let written = 0;
  while (done < members.length && (options.until === undefined || Date.now() < options.until)) {
    const batch = members.slice(done, done + BATCH);
    // Unique ids: a member already known (a run that stopped before its progress) is left as it is.
    await authors.insertMany(batch.map((member) => ({ doc: { ...member, id: member.userId, asOf: at } })));
    await consents.insertMany(batch.map((member) => ({ doc: { id: member.userId, acceptedAt: at } })));
    written += batch.length * 2;
    done += batch.length;
    await progress.record(done);
  }
  return {
    members: Math.min(done, members.length),
    written,
    seconds: (performance.now() - started) / 1000,
    complete: done >= members.length,
  };
}
