import { z } from 'zod';
import {
  communityOf,
  defaultOrgSettings,
  Id,
  IsoDateTime,
  MembershipChanged,
  OrgSettings,
  OrgSettingsChanged,
  Role,
  UserDeleted,
  type CommunityKey,
  type Membership,
  type OrgSettingsChange,
} from '@heartwise/contracts';
import {
  DuplicateKeyError,
  type Collection,
  type CollectionDefinition,
  type DocumentStore,
  type Filter,
} from '../ports/document-store.port.js';
import { on, type EventHandler } from '../events/consumer.js';
import type { ConsumerGroup } from '../events/events-declaration.js';
import {
  UNAFFILIATED,
  type CallerPlaceClaims,
  type MemberPlace,
  type MemberPlaces,
} from '../domain/member-place.js';

/** A person's district and school as a service keeps them, keyed by their id (`_id` = userId). */
export const MembershipRecord = z.object({
  id: Id,
  organizationId: Id.nullable(),
  schoolId: Id.nullable(),
  role: Role,
  /** When identity made the change: an older event arriving late never overwrites a newer one. */
  changedAt: IsoDateTime,
});
export type MembershipRecord = z.infer<typeof MembershipRecord>;

/** A district's settings as a service keeps them, keyed by the district's id (`_id` = organizationId). */
export const DistrictSettingsRecord = OrgSettings.extend({ id: Id, changedAt: IsoDateTime });
export type DistrictSettingsRecord = z.infer<typeof DistrictSettingsRecord>;

export const membershipsCollection: CollectionDefinition<MembershipRecord> = {
  name: 'memberships',
  schema: MembershipRecord,
  // A district's people, for the figures its organization admin sees (`membersOfDistrict`).
  indexes: [{ fields: { organizationId: 1 } }],
};
export const districtSettingsCollection = { name: 'district_settings', schema: DistrictSettingsRecord };

/**
 * A service's own projection of identity.membership.changed and identity.org.settings.changed
 * (issue 16): who belongs to which district and school, and what each district chose (community
 * scope, screening phrases, helplines). Every service that shows, counts, screens or supports
 * enforces districts from it and never asks svc-identity while it serves.
 *
 * Every lookup is one read by `_id` (FerretDB v1 pushes only that down), and there is no cache in
 * front of them: a person who changes school, or a district that narrows its community, is scoped
 * anew on the very next request in every process.
 */
export class Memberships implements MemberPlaces {
  private readonly memberships: Collection<MembershipRecord>;
  private readonly settings: Collection<DistrictSettingsRecord>;

  constructor(store: DocumentStore) {
    this.memberships = store.collection(membershipsCollection);
    this.settings = store.collection(districtSettingsCollection);
  }

  /** Their district and school; both null when none is stored (the unaffiliated). */
  async membershipOf(userId: string): Promise<Pick<Membership, 'organizationId' | 'schoolId'>> {
    const stored = await this.memberships.findById(userId);
    return { organizationId: stored?.organizationId ?? null, schoolId: stored?.schoolId ?? null };
  }

  /** The district's settings, or the defaults until it saves any. */
  async settingsOf(organizationId: string): Promise<OrgSettings> {
    const stored = await this.settings.findById(organizationId);
    if (!stored) return defaultOrgSettings;
    const { id: _id, changedAt: _changedAt, ...settings } = stored;
    return settings;
  }

  /** Where they belong: two reads by id for a district member, one for anyone else. */
  async placeOf(userId: string): Promise<MemberPlace> {
    const membership = await this.membershipOf(userId);
    if (!membership.organizationId) return UNAFFILIATED;
    const settings = await this.settingsOf(membership.organizationId);
    return { ...membership, community: communityOf(membership, settings.communityScope), settings };
  }

  /**
   * Where the signed-in caller belongs: their token says (identity wrote their district and school
   * into it, and ends their sessions when either changes), so a person just placed in a district is
   * never taken for one of the unaffiliated, nor a district moderator for platform staff, while the
   * event is on its way. Tokens from before districts carry neither: the projection says.
   */
  async placeOfCaller(caller: CallerPlaceClaims): Promise<MemberPlace> {
    if (caller.org === undefined) return this.placeOf(caller.sub);
    if (caller.org === null) return UNAFFILIATED;
    const membership = { organizationId: caller.org, schoolId: caller.school ?? null };
    const settings = await this.settingsOf(caller.org);
    return { ...membership, community: communityOf(membership, settings.communityScope), settings };
  }

  async communityOfMember(userId: string): Promise<CommunityKey> {
    return (await this.placeOf(userId)).community;
  }

  /**
   * Everyone the projection places in this district (every role), for its organization admin's
   * figures. Not a hot read: on FerretDB v1 it reads the whole projection (one small document per
   * affiliated person); MongoDB uses the `organizationId` index.
   */
  membersOfDistrict(organizationId: string): Promise<MembershipRecord[]> {
    return this.memberships.find({ organizationId });
  }

  /** The handlers a subscription runs, by event type (message pacts deliver to them). */
  handlers(): Record<string, EventHandler> {
    return {
      ...on(MembershipChanged, (event) => this.learnMembership(event.payload, event.occurredAt)),
      ...on(OrgSettingsChanged, (event) => this.learnSettings(event.payload, event.occurredAt)),
      ...on(UserDeleted, (event) => this.memberships.deleteMany({ id: event.payload.userId })),
    };
  }

  /**
   * Its consumer group `<service>.memberships`, for the service's events declaration (idempotent:
   * processed ids, and last change wins).
   */
  subscription(service: string): ConsumerGroup {
    return { groupId: `${service}.memberships`, handlers: this.handlers() };
  }

  private learnMembership(membership: Membership, changedAt: string): Promise<void> {
    const { userId, organizationId, schoolId, role } = membership;
    return lastChangeWins(this.memberships, { id: userId, organizationId, schoolId, role, changedAt });
  }

  private learnSettings(change: OrgSettingsChange, changedAt: string): Promise<void> {
    const { organizationId, ...settings } = change;
    return lastChangeWins(this.settings, { id: organizationId, ...settings, changedAt });
  }
}

/**
 * Writes `record` unless what is stored was changed later (events of one person may arrive out of
 * order after a redelivery). A first write that races another becomes an update.
 */
async function lastChangeWins<T extends { id: string; changedAt: string }>(
  collection: Collection<T>,
  record: T,
): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const stored = await collection.findById(record.id);
    if (stored && stored.changedAt > record.changedAt) return;
    if (stored) {
      const { id: _id, ...set } = record;
      // The cast: T is generic here; `id` is on every T.
      await collection.updateOne({ id: record.id } as Filter<T>, { set: set as Partial<T> });
      return;
    }
    try {
      await collection.insert(record);
      return;
    } catch (error) {
      // Another process of the service stored it first: read it again and update.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
