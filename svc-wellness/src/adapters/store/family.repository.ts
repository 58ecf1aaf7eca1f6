import { z } from 'zod';
import { Id, IsoDateTime, type LinkChange } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import type { FamilyDirectory } from '../../ports/family.port.js';
import { readModelEpoch } from './read-models/epoch.js';
import { changeDocument, readDocument, whenMissing } from './read-models/versioned.js';

/** A parent–youth link as wellness keeps it: the link's own id, who, and whether it still holds. */
const FamilyLink = z.object({
  id: Id,
  parentId: Id,
  youthId: Id,
  status: z.enum(['approved', 'ended']),
});
type FamilyLink = z.infer<typeof FamilyLink>;

/** Only a first name (what a parent's summary shows), as of when identity stated it. */
const FamilyName = z.object({ id: Id, firstName: z.string().nullable(), asOf: IsoDateTime });
type FamilyName = z.infer<typeof FamilyName>;

/** Someone who deleted their account: only the id and when, so no late event brings them back. */
const DepartedPerson = z.object({ id: Id, departedAt: IsoDateTime });
type DepartedPerson = z.infer<typeof DepartedPerson>;

export const familyLinksCollection: CollectionDefinition<FamilyLink> = {
  name: 'family_links',
  schema: FamilyLink,
  indexes: [{ fields: { parentId: 1, status: 1 } }, { fields: { youthId: 1 } }],
};
export const familyNamesCollection: CollectionDefinition<FamilyName> = {
  name: 'family_names',
  schema: FamilyName,
};
export const departedPeopleCollection: CollectionDefinition<DepartedPerson> = {
  name: 'departed_people',
  schema: DepartedPerson,
};

/**
 * A parent's approved links, one document per parent read by `_id` = the parent's id (issue 18):
 * the parent dashboard's summaries ask "whose youth may I see" on every visit, which would otherwise
 * be a query by `parentId` (a whole-collection read on FerretDB v1). Kept in step by every change of
 * a link; the links stay the source of truth.
 */
const ParentLinks = z.object({
  id: Id,
  version: z.number().int(),
  approved: z.array(z.object({ linkId: Id, youthId: Id })),
});
type ParentLinks = z.infer<typeof ParentLinks>;

export const parentLinksCollection: CollectionDefinition<ParentLinks> = {
  name: 'family_parent_links',
  schema: ParentLinks,
};

export function familyDirectory(store: DocumentStore): FamilyDirectory {
  const links = store.collection(familyLinksCollection);
  const names = store.collection(familyNamesCollection);
  const departed = store.collection(departedPeopleCollection);
  const parents = store.collection(parentLinksCollection);
  const epoch = readModelEpoch(store);

  const parentMissing = (parentId: string) => ({
    empty: (): ParentLinks => ({ id: parentId, version: 0, approved: [] }),
    // Links approved before the read models: read once from the links (a scan, once per parent).
    built: async (): Promise<ParentLinks | null> => {
      if (!(await epoch.hasLegacy())) return null;
      const approved = await links.find({ parentId, status: 'approved' });
      return {
        id: parentId,
        version: 0,
        approved: approved.map((link) => ({ linkId: link.id, youthId: link.youthId })),
      };
    },
  });
  /** The parent's document as the link is now: listed while approved, gone otherwise. */
  const keepParent = async (parentId: string, linkId: string) => {
    const link = await links.findById(linkId);
    const listed = link?.status === 'approved' ? { linkId, youthId: link.youthId } : null;
    await changeDocument(parents, parentId, whenMissing(parentMissing(parentId)), (doc) => {
      const others = doc.approved.filter((entry) => entry.linkId !== linkId);
      if (listed)
        return others.length < doc.approved.length ? null : { ...doc, approved: [...others, listed] };
      return others.length < doc.approved.length ? { ...doc, approved: others } : null;
    });
  };

  const hasDeparted = async (link: LinkChange) =>
    (await departed.count({ id: { $in: [link.parentId, link.youthId] } })) > 0;

  const insertOnce = async (doc: FamilyLink): Promise<boolean> => {
    try {
      await links.insert(doc);
      return true;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      return false;
    }
  };

  /** Writes the name over an older one; false when there is none, or a newer one. */
  const overwriteOlder = async (doc: FamilyName): Promise<boolean> =>
    (await names.updateOne({ id: doc.id, asOf: { $lt: doc.asOf } }, { set: doc })) !== null;

  return {
    async linkApproved(link) {
      await epoch.ready();
      if (await hasDeparted(link)) return;
      // Already known: approved again (a redelivery) or ended, which no approval undoes.
      await insertOnce({
        id: link.linkId,
        parentId: link.parentId,
        youthId: link.youthId,
        status: 'approved',
      });
      // A departure written while we were writing wins: check again after our write.
      if (await hasDeparted(link)) await links.deleteOne({ id: link.linkId });
      await keepParent(link.parentId, link.linkId);
    },
    async linkEnded(link) {
      await epoch.ready();
      if (await hasDeparted(link)) {
        await links.deleteOne({ id: link.linkId });
        return;
      }
      const ended = {
        id: link.linkId,
        parentId: link.parentId,
        youthId: link.youthId,
        status: 'ended' as const,
      };
      // The ended record stays, so an approval arriving late (another topic) cannot reopen it.
      if (!(await links.updateOne({ id: link.linkId }, { set: { status: 'ended' } }))) {
        if (!(await insertOnce(ended)))
          await links.updateOne({ id: link.linkId }, { set: { status: 'ended' } });
      }
      if (await hasDeparted(link)) await links.deleteOne({ id: link.linkId });
      await keepParent(link.parentId, link.linkId);
    },
    async rememberName(userId, firstName, asOf) {
      if (await departed.findById(userId)) return;
      const doc = { id: userId, firstName, asOf };
      if (!(await overwriteOlder(doc))) {
        try {
          await names.insert(doc);
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          // Another topic's event inserted first: ours still wins if it is newer.
          await overwriteOlder(doc);
        }
      }
      if (await departed.findById(userId)) await names.deleteOne({ id: userId });
    },
    async forget(userId, at) {
      // The marker first, then the rest: the writers above check the marker after their own write.
      try {
        await departed.insert({ id: userId, departedAt: at });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      // Their parents' documents lose them (a query: a departure is rare, never a dashboard's read).
      const asYouth = await links.find({ youthId: userId });
      await links.deleteMany({ parentId: userId });
      await links.deleteMany({ youthId: userId });
      await parents.deleteOne({ id: userId });
      for (const link of asYouth) await keepParent(link.parentId, link.id);
      await names.deleteOne({ id: userId });
    },
    async youthOf(parentId) {
      const { approved } = await readDocument(parents, parentId, parentMissing(parentId));
      return [...new Set(approved.map((link) => link.youthId))];
    },
    async firstNames(userIds) {
      const found = userIds.length ? await names.find({ id: { $in: [...new Set(userIds)] } }) : [];
      return new Map(found.map((name) => [name.id, name.firstName]));
    },
  };
}
