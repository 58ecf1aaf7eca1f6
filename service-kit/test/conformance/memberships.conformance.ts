import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  defaultOrgSettings,
  MembershipChanged,
  OrgSettingsChanged,
  UserDeleted,
  type Membership,
  type OrgSettings,
} from '@heartwise/contracts';
import type { DocumentStore } from '../../src/ports/document-store.port.js';
import { MemoryEventTransport } from '../../src/adapters/memory/event-transport.memory.js';
import { Memberships, membershipsCollection } from '../../src/membership/memberships.js';
import { newEvent } from '../../src/domain/new-event.js';
import { subscribeToEvents } from '../../src/events/consumer.js';
import { testLogger } from './event-transport.conformance.js';

/** identity.membership.changed as svc-identity publishes it, at a given moment. */
const joined = (membership: Membership, at = new Date()) => ({
  ...newEvent(MembershipChanged, membership),
  occurredAt: at.toISOString(),
});
const settingsChanged = (organizationId: string, settings: Partial<OrgSettings>, at = new Date()) => ({
  ...newEvent(OrgSettingsChanged, { ...defaultOrgSettings, ...settings, organizationId }),
  occurredAt: at.toISOString(),
});

/**
 * The membership projection (issue 16) on a store: what a service knows of districts, schools and
 * their settings comes from identity's events alone, and every lookup is one read by id.
 */
export function membershipsConformance(
  name: string,
  openStore: () => Promise<DocumentStore>,
  cleanUp: () => Promise<void> = async () => undefined,
) {
  describe(`the membership projection (${name})`, () => {
    let store: DocumentStore;
    let memberships: Memberships;
    const deliver = async (event: { type: string }) => {
      const handler = memberships.handlers()[event.type];
      if (!handler) throw new Error(`no handler for ${event.type}`);
      await handler.handle(handler.schema.parse(event));
    };
    const riverside = randomUUID();
    const northSchool = randomUUID();
    const southSchool = randomUUID();

    beforeAll(async () => {
      store = await openStore();
      memberships = new Memberships(store);
      await store.ensureIndexes();
    });
    afterAll(async () => {
      await store.close();
      await cleanUp();
    });

    it('puts someone it has heard nothing about in the public community, with no district settings', async () => {
      expect(await memberships.placeOf(randomUUID())).toEqual({
        organizationId: null,
        schoolId: null,
        community: 'public',
        settings: null,
      });
    });

    it("puts a district's youth in the district's community, under its default settings until it saves some", async () => {
      const maya = randomUUID();
      await deliver(
        joined({ userId: maya, organizationId: riverside, schoolId: northSchool, role: 'youth' }),
      );

      expect(await memberships.placeOf(maya)).toEqual({
        organizationId: riverside,
        schoolId: northSchool,
        community: `district:${riverside}`,
        settings: defaultOrgSettings,
      });
    });

    it("moves them to their school's community once the district chooses per-school communities, with its phrases and helplines", async () => {
      const maya = randomUUID();
      await deliver(
        joined({ userId: maya, organizationId: riverside, schoolId: southSchool, role: 'youth' }),
      );
      const helplines = [{ name: 'Riverside Counselling', phone: '555-0100' }];
      await deliver(
        settingsChanged(riverside, {
          communityScope: 'school',
          screeningPhrases: ['skip school'],
          helplines,
        }),
      );

      const place = await memberships.placeOf(maya);
      expect(place.community).toBe(`school:${southSchool}`);
      expect(await memberships.communityOfMember(maya)).toBe(`school:${southSchool}`);
      expect(place.settings).toEqual({
        ...defaultOrgSettings,
        communityScope: 'school',
        screeningPhrases: ['skip school'],
        helplines,
      });
      expect(await memberships.settingsOf(riverside)).toEqual(place.settings);
    });

    it('keeps the newer of two changes when an older one arrives late', async () => {
      const sam = randomUUID();
      const hillside = randomUUID();
      const earlier = new Date(Date.now() - 60_000);
      await deliver(joined({ userId: sam, organizationId: hillside, schoolId: null, role: 'moderator' }));
      await deliver(
        joined({ userId: sam, organizationId: riverside, schoolId: null, role: 'moderator' }, earlier),
      );

      expect(await memberships.membershipOf(sam)).toEqual({ organizationId: hillside, schoolId: null });
    });

    it('lets a person leave: one who leaves their district, and one whose account is deleted, are public again', async () => {
      const leaver = randomUUID();
      const deleted = randomUUID();
      await deliver(
        joined({ userId: leaver, organizationId: riverside, schoolId: northSchool, role: 'youth' }),
      );
      await deliver(
        joined({ userId: deleted, organizationId: riverside, schoolId: northSchool, role: 'youth' }),
      );

      await deliver(joined({ userId: leaver, organizationId: null, schoolId: null, role: 'youth' }));
      await deliver(newEvent(UserDeleted, { userId: deleted }));

      expect((await memberships.placeOf(leaver)).community).toBe('public');
      expect((await memberships.placeOf(deleted)).community).toBe('public');
      // Nothing is kept about the deleted person, not even their district.
      expect(await store.collection(membershipsCollection).findById(deleted)).toBeNull();
    });

    it("lists a district's people for its figures, and nobody of another district or of none", async () => {
      const brightwater = randomUUID();
      const [lee, kim, ola, outsider] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await deliver(
        joined({ userId: lee, organizationId: brightwater, schoolId: northSchool, role: 'youth' }),
      );
      await deliver(joined({ userId: kim, organizationId: brightwater, schoolId: null, role: 'moderator' }));
      await deliver(joined({ userId: ola, organizationId: riverside, schoolId: southSchool, role: 'youth' }));
      await deliver(joined({ userId: outsider, organizationId: null, schoolId: null, role: 'youth' }));

      const people = await memberships.membersOfDistrict(brightwater);
      expect(
        people
          .map(({ id, schoolId, role }) => ({ id, schoolId, role }))
          .sort((a, b) => a.role.localeCompare(b.role)),
      ).toEqual([
        { id: kim, schoolId: null, role: 'moderator' },
        { id: lee, schoolId: northSchool, role: 'youth' },
      ]);
    });

    it('learns from the bus through its own consumer group, and a redelivered event changes nothing', async () => {
      const transport = new MemoryEventTransport({ logger: testLogger });
      const ana = randomUUID();
      await subscribeToEvents(transport, {
        ...memberships.subscription('svc-test'),
        store,
        logger: testLogger,
      });
      const event = joined({ userId: ana, organizationId: riverside, schoolId: northSchool, role: 'youth' });
      await transport.publish([event, event]);

      const deadline = Date.now() + 5_000;
      while ((await memberships.membershipOf(ana)).organizationId !== riverside && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await memberships.membershipOf(ana)).toEqual({
        organizationId: riverside,
        schoolId: northSchool,
      });
      await transport.close();
    });
  });
}
