import { z } from 'zod';
import { Id } from '@heartwise/contracts';
import {
  coverageCollection,
  coveredOnce,
  DuplicateKeyError,
  oneAtATime,
  type Collection,
  type DocumentStore,
} from '@heartwise/service-kit';

const PersonLinksRecord = z.object({
  /** The person's id (a parent's or a youth's). */
  id: Id,
  /** Bumped by every write: a write that read an older version retries (several processes). */
  version: z.number().int().nonnegative(),
  links: z.array(Id),
});
type PersonLinksRecord = z.infer<typeof PersonLinksRecord>;

export const personLinksCollection = { name: 'person_links', schema: PersonLinksRecord };

/** Written once every stored link is named in `person_links` (see below). */
export const personLinksCoverageCollection = coverageCollection('person_links_coverage');

const ATTEMPTS = 3;

/**
 * Which links each person is in (as parent or youth), in one document read by their id: "my links"
 * reads the person's links by id instead of querying `parentId` or `youthId`, which FerretDB v1
 * answers by reading every link (docs/architecture.md).
 *
 * It names links, never their status: the links, read by id, are the truth. A link is named for
 * both people before it is stored (a crash between leaves a name that reads as nothing); links are
 * never deleted. A person with no document is in no link, once the store is covered: the first
 * process to ask on a store without the coverage marker names every stored link once (a fresh
 * store has none; a store from before is migrated here), then writes the marker.
 */
export function personLinks(
  store: DocumentStore,
  links: Collection<{ id: string; parentId: string; youthId: string | null }>,
) {
  const documents = store.collection(personLinksCollection);
  // One change at a time per person in this process (FerretDB writes are not compare-and-set).
  const serially = oneAtATime();

  async function name(personId: string, linkIds: readonly string[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const current: PersonLinksRecord | null = await documents.findById(personId);
      const known = current?.links ?? [];
      const added = linkIds.filter((id) => !known.includes(id));
      if (added.length === 0) return;
      try {
        if (!current) {
          await documents.insert({ id: personId, version: 0, links: added });
          return;
        }
        const written = await documents.updateOne(
          { id: personId, version: current.version },
          { set: { version: current.version + 1, links: [...known, ...added] } },
        );
        if (written) return;
      } catch (error) {
        // Another process made the document first: read it again.
        if (!(error instanceof DuplicateKeyError) || attempt >= ATTEMPTS) throw error;
        continue;
      }
      if (attempt >= ATTEMPTS) throw new Error('person_links: the document kept changing');
    }
  }

  const ensureCovered = coveredOnce(store, personLinksCoverageCollection, async () => {
    const byPerson = new Map<string, string[]>();
    for (const link of await links.find({})) {
      for (const personId of [link.parentId, link.youthId]) {
        if (personId) byPerson.set(personId, [...(byPerson.get(personId) ?? []), link.id]);
      }
    }
    for (const [personId, linkIds] of byPerson) await serially(personId, () => name(personId, linkIds));
  });

  return {
    /** Names a new link for its parent and youth; call before the link is stored. */
    async linkMade(link: { id: string; parentId: string; youthId: string | null }): Promise<void> {
      for (const personId of [link.parentId, link.youthId]) {
        if (personId) await serially(personId, () => name(personId, [link.id]));
      }
    },
    /** The ids of every link the person is in. */
    async of(personId: string): Promise<string[]> {
      await ensureCovered();
      return (await documents.findById(personId))?.links ?? [];
    },
  };
}
