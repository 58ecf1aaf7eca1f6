import { z } from 'zod';
import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import type { LinkStatus } from '@heartwise/contracts';
import {
  LinkRecord,
  OpenLinkExistsError,
  type LinkStatusChange,
  type LinkRepository,
  type LinkTarget,
} from '../../ports/link.repository.port.js';
import { personLinks } from './person-links.js';

/**
 * `openKey` makes "one request or link per parent and youth" a unique index the database enforces,
 * so two requests racing each other cannot both land (writes are not serialised across a read and
 * an insert). While a link holds its pair (pending, approved, or rejected until it expires) the key
 * is `<parentId>:<youthId>` — or `<parentId>:name:<username>` for a request naming no youth —
 * and once it is ended, withdrawn or expired it becomes `closed:<id>`, which frees the pair and
 * keeps history. It is always present: FerretDB's SQLite treats missing values as distinct in a
 * unique index, MongoDB does not.
 */
const StoredLink = LinkRecord.extend({ openKey: z.string() });
type StoredLink = z.infer<typeof StoredLink>;

const HOLDS_PAIR: readonly LinkStatus[] = ['pending', 'approved', 'rejected'];

const pairKey = (parentId: string, target: LinkTarget) =>
  'youthId' in target ? `${parentId}:${target.youthId}` : `${parentId}:name:${target.username.toLowerCase()}`;
const closedKey = (id: string) => `closed:${id}`;

function targetOf(link: LinkRecord): LinkTarget {
  return link.youthId ? { youthId: link.youthId } : { username: link.youthUsername ?? '' };
}

function openKeyOf(link: LinkRecord): string {
  return HOLDS_PAIR.includes(link.status) ? pairKey(link.parentId, targetOf(link)) : closedKey(link.id);
}

function toRecord(stored: StoredLink): LinkRecord {
  const { openKey: _key, ...record } = stored;
  return record;
}

/** Links on the service-kit document store (mongoose or embedded, chosen by the composition root). */
export function linkRepository(store: DocumentStore): LinkRepository {
  const links = store.collection<StoredLink>({
    name: 'user_links',
    schema: StoredLink,
    indexes: [
      { fields: { openKey: 1 }, unique: true },
      { fields: { parentId: 1, createdAt: -1 } },
      { fields: { youthId: 1, createdAt: -1 } },
      { fields: { status: 1, createdAt: 1 } },
    ],
  });
  const named = personLinks(store, links);

  /** These links, read by id in groups the store reads by `{_id}` (service-kit: up to 100). */
  async function byIds(ids: readonly string[]): Promise<StoredLink[]> {
    const groups: string[][] = [];
    for (let start = 0; start < ids.length; start += 100) groups.push(ids.slice(start, start + 100));
    return (await Promise.all(groups.map((group) => links.find({ id: { $in: group } })))).flat();
  }

  return {
    async create(link) {
      // Named for both people first: a crash before the link is stored leaves a name reading as nothing.
      await named.linkMade(link);
      try {
        return toRecord(await links.insert({ ...link, openKey: openKeyOf(link) }));
      } catch (error) {
        // The id is a fresh UUID, so the only key that can clash is openKey.
        if (error instanceof DuplicateKeyError) throw new OpenLinkExistsError();
        throw error;
      }
    },
    async findById(id) {
      const found = await links.findById(id);
      return found && toRecord(found);
    },
    async findHolding(parentId, target) {
      const found = await links.findOne({ openKey: pairKey(parentId, target) });
      return found && toRecord(found);
    },
    // The person's links, named in their document and read by id (a query by parentId or youthId
    // reads every link on FerretDB v1); newest first, as the index on MongoDB would give them.
    async listOf(person, statuses) {
      const personId = 'parentId' in person ? person.parentId : person.youthId;
      const found = (await byIds(await named.of(personId))).filter(
        (link) =>
          ('parentId' in person ? link.parentId === personId : link.youthId === personId) &&
          statuses.includes(link.status),
      );
      return found
        .sort((a, b) =>
          a.createdAt === b.createdAt
            ? a.id < b.id
              ? -1
              : a.id > b.id
                ? 1
                : 0
            : a.createdAt < b.createdAt
              ? 1
              : -1,
        )
        .map(toRecord);
    },
    async listAll(statuses) {
      const found = await links.find(statuses ? { status: { $in: statuses } } : {}, {
        sort: { createdAt: 1, id: 1 },
      });
      return found.map(toRecord);
    },
    countByStatus: (status, createdAfter) =>
      links.count(createdAfter ? { status, createdAt: { $gt: createdAfter } } : { status }),
    async changeStatus(id, from, change: LinkStatusChange, events) {
      const frees = !HOLDS_PAIR.includes(change.status);
      const updated = await links.updateOne(
        { id, status: from },
        { set: { ...change, ...(frees ? { openKey: closedKey(id) } : {}) } },
        { events },
      );
      return updated && toRecord(updated);
    },
    async releasePair(id, status) {
      const updated = await links.updateOne({ id, status }, { set: { openKey: closedKey(id) } });
      return updated && toRecord(updated);
    },
  };
}
