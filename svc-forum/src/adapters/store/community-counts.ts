import { z } from 'zod';
import {
  coverageCollection,
  coveredOnce,
  stampsSeenBy,
  type CollectionDefinition,
  type CommunityView,
  type DocumentStore,
} from '@heartwise/service-kit';
import type { ThreadRecord } from '../../ports/thread.repository.port.js';
import { memberDocuments } from './member-document.js';
import { threadsCollection } from './thread.repository.js';

const CountsRecord = z.object({
  /** Whose threads these count: `every`, `org:<id or public>`, or `org:<id>/<community key>`. */
  id: z.string().min(1),
  version: z.number().int().nonnegative(),
  /** Active threads. */
  active: z.number().int(),
  /** Active threads by tag (a topic group). */
  tags: z.record(z.string(), z.number().int()),
});
type CountsRecord = z.infer<typeof CountsRecord>;
type Counts = Pick<CountsRecord, 'active' | 'tags'>;

export const communityCountsCollection: CollectionDefinition<CountsRecord> = {
  name: 'community_counts',
  schema: CountsRecord,
};

/** Written once every stored thread is counted (see below). */
export const communityCountsCoverageCollection = coverageCollection('community_counts_coverage');

type Counted = Pick<ThreadRecord, 'status' | 'tags' | 'community' | 'organizationId'>;

/**
 * The counters a thread counts in: everyone's, its district's (or the public one's), and its
 * community's within the district. Exactly the sets `audienceFilter` (community-stamp.ts) queries.
 */
function keysOf(thread: Counted): string[] {
  const org = `org:${thread.organizationId ?? 'public'}`;
  return ['every', org, ...(thread.organizationId && thread.community ? [`${org}/${thread.community}`] : [])];
}

/** The counters whose sum is what a view sees, as `audienceFilter` would query it. */
function keysSeenBy(view: CommunityView): string[] {
  if (view.kind === 'every') return ['every'];
  if (view.kind === 'district') return [`org:${view.organizationId}`];
  if (!view.organizationId) return ['org:public'];
  return stampsSeenBy(view).map((community) => `org:${view.organizationId}/${community}`);
}

const isCounted = (thread: Counted | null): thread is Counted => thread?.status === 'active';

/**
 * How many active threads each community has, in total and by tag, in documents read by key:
 * the dashboard's counts (discussions, what the community talks about) without querying the
 * threads, which FerretDB v1 answers by reading every one (docs/architecture.md).
 *
 * Every write that changes a thread's status tells the counters what it was and what it is
 * (`changed`), after the thread's own write. The first process to use them on a store without the
 * coverage marker counts the stored threads once (a fresh store has none; a store from before is
 * migrated here), before this process writes a thread (`covered`). Left open: a process that stops between
 * a thread's write and its counters' leaves a count off by one; deleting the coverage marker (and
 * the counters) has them counted again.
 */
export function communityCounts(store: DocumentStore) {
  const documents = memberDocuments<CountsRecord, Counts>(store.collection(communityCountsCollection), {
    toValue: (doc) => ({ active: doc?.active ?? 0, tags: doc?.tags ?? {} }),
    toDoc: (id, counts, version) => ({ id, version, ...counts }),
  });
  const threads = store.collection(threadsCollection);
  const ensureCovered = coveredOnce(store, communityCountsCoverageCollection, async () => {
    const totals = new Map<string, Counts>();
    // Once a store, every thread: FerretDB v1 reads them all for any filter anyway.
    for (const thread of await threads.find({})) {
      if (!isCounted(thread)) continue;
      for (const key of keysOf(thread)) totals.set(key, add(totals.get(key), thread, 1));
    }
    for (const [key, counts] of totals) await documents.update(key, () => counts);
  });

  async function sum(view: CommunityView, pick: (counts: Counts) => number): Promise<number> {
    await ensureCovered();
    const counts = await Promise.all(keysSeenBy(view).map((key) => documents.read(key)));
    return counts.reduce((total, each) => total + pick(each), 0);
  }

  return {
    /**
     * Resolves once the store's threads are counted. Awaited before every thread write: a first
     * count made after a thread's write would count it, and its change would count it again.
     */
    covered: ensureCovered,
    /** A thread's status changed from `before` to `after` (null: it did not or no longer exists). */
    async changed(before: Counted | null, after: Counted | null): Promise<void> {
      const was = isCounted(before);
      const is = isCounted(after);
      if (was === is) return;
      const thread = (is ? after : before) as Counted;
      await ensureCovered();
      for (const key of keysOf(thread))
        await documents.update(key, (counts) => add(counts, thread, is ? 1 : -1));
    },
    /** Active threads the view sees. */
    active: (view: CommunityView) => sum(view, (counts) => counts.active),
    /** Active threads with this tag the view sees. */
    tagged: (tag: string, view: CommunityView) => sum(view, (counts) => counts.tags[tag] ?? 0),
  };
}
export type CommunityCounts = ReturnType<typeof communityCounts>;

function add(counts: Counts | undefined, thread: Counted, by: 1 | -1): Counts {
  const tags = { ...(counts?.tags ?? {}) };
  for (const tag of new Set(thread.tags)) tags[tag] = (tags[tag] ?? 0) + by;
  return { active: (counts?.active ?? 0) + by, tags };
}
