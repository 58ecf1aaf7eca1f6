import { z } from 'zod';
import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import type { LinkStatus } from '@heartwise/contracts';
import {
  LinkRecord,
  OpenLinkExistsError,
  type LinkStatusChange,
  type LinkRepository,
} from '../../ports/link.repository.port.js';

/**
 * `openKey` makes "one open link per parent and youth" a unique index the database enforces, so
 * two requests racing each other cannot both land (writes are not serialised across a read and an
 * insert). While a link is pending or approved it is `<parentId>:<youthId>`; once rejected or ended
 * it becomes `closed:<id>`, which frees the pair for a new request and keeps history. It is always
 * present: FerretDB's SQLite treats missing values as distinct in a unique index, MongoDB does not.
 */
const StoredLink = LinkRecord.extend({ openKey: z.string() });
type StoredLink = z.infer<typeof StoredLink>;

const OPEN: readonly LinkStatus[] = ['pending', 'approved'];

const openKey = (parentId: string, youthId: string) => `${parentId}:${youthId}`;
const closedKey = (id: string) => `closed:${id}`;

function openKeyOf(link: LinkRecord): string {
  return OPEN.includes(link.status) ? openKey(link.parentId, link.youthId) : closedKey(link.id);
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

  return {
    async create(link) {
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
    async findOpen(parentId, youthId) {
      const found = await links.findOne({ openKey: openKey(parentId, youthId) });
      return found && toRecord(found);
    },
    async listOf(person, statuses) {
      const found = await links.find(
        { ...person, status: { $in: statuses } },
        { sort: { createdAt: -1, id: 1 } },
      );
      return found.map(toRecord);
    },
    async listAll(status) {
      const found = await links.find(status ? { status } : {}, { sort: { createdAt: 1, id: 1 } });
      return found.map(toRecord);
    },
    countByStatus: (status) => links.count({ status }),
    async changeStatus(id, from, change: LinkStatusChange, events) {
      // pending → approved keeps the pair's key; rejected and ended free it.
      const closes = !OPEN.includes(change.status);
      const updated = await links.updateOne(
        { id, status: from },
        { set: { ...change, ...(closes ? { openKey: closedKey(id) } : {}) } },
        { events },
      );
      return updated && toRecord(updated);
    },
    async removePending(id) {
      return links.deleteOne({ id, status: 'pending' });
    },
  };
}
