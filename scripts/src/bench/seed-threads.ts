import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { topicCatalogue } from '@heartwise/contracts';

/** svc-forum's database and collections (service-kit names it heartwise_<service>; `id` is `_id`). */
const FORUM_DB = 'heartwise_forum';
const BATCH = 1_000;
const AUTHORS = 100;

export interface SeedOutcome {
  /** Active threads in the collection afterwards. */
  threads: number;
  seconds: number;
  /** False when the time budget ran out first. */
  complete: boolean;
}

const topics = topicCatalogue.flatMap((group) =>
  group.topics.map((topic) => ({ ...topic, group: group.group })),
);

/**
 * Writes active threads straight into svc-forum's collection until it holds `target` of them,
 * in bulk, as documents its repository reads back (the thread schema, authors in `authors`).
 * Stops when `budgetS` seconds are spent, so a slow server cannot stretch the run.
 */
export async function seedThreads(mongoUrl: string, target: number, budgetS: number): Promise<SeedOutcome> {
  const started = performance.now();
  const deadline = started + budgetS * 1000;
  const client = await MongoClient.connect(mongoUrl, { serverSelectionTimeoutMS: 5_000 });
  try {
    const db = client.db(FORUM_DB);
    const threads = db.collection<{ _id: string }>('threads');
    const authors = db.collection<{ _id: string }>('authors');
    const authorIds = Array.from(
      { length: AUTHORS },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    if ((await authors.countDocuments({ username: /^bench-author-/ })) === 0) {
      await authors.insertMany(
        authorIds.map((id, index) => ({
          _id: id,
          userId: id,
          username: `bench-author-${index}`,
          firstName: `Author${index}`,
          lastName: 'Bench',
          role: 'youth',
        })),
      );
    }
    let count = await threads.countDocuments({ status: 'active' });
    // Older than anything written through the API during the run: one minute apart, back in time.
    const oldest = Date.now() - 60_000;
    while (count < target && performance.now() < deadline) {
      const size = Math.min(BATCH, target - count);
      const batch = Array.from({ length: size }, (_, offset) => {
        const index = count + offset;
        const topic = topics[index % topics.length] ?? topics[0];
        const at = new Date(oldest - index * 60_000).toISOString();
        return {
          _id: randomUUID(),
          userId: authorIds[index % AUTHORS] ?? authorIds[0],
          title: topic?.title ?? '',
          content: `Seeded thread ${index}: ${topic?.prompt ?? ''} I wanted to share how my week went.`,
          tags: [topic?.group ?? ''],
          status: 'active',
          replyCount: 0,
          createdAt: at,
          updatedAt: at,
        };
      });
      await threads.insertMany(batch, { ordered: false });
      count += size;
    }
    // svc-forum's feed of the newest threads (svc-forum thread-feed.repository.ts) does not know
    // threads written behind its back: drop it, and the next list rebuilds it from the threads.
    await db.collection('thread_feed').deleteMany({});
    return { threads: count, seconds: (performance.now() - started) / 1000, complete: count >= target };
  } finally {
    await client.close();
  }
}
