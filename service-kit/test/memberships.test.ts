import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore } from '../src/adapters/memory/document-store.memory.js';
import { communityViewOf, sees, type CommunityStamp } from '../src/domain/community-view.js';
import { UNAFFILIATED } from '../src/domain/member-place.js';
import { Memberships } from '../src/membership/memberships.js';
import { membershipsConformance } from './conformance/memberships.conformance.js';

membershipsConformance('embedded', async () => new MemoryDocumentStore());

const riverside = 'riverside';
const hillside = 'hillside';
const north = 'north';
const south = 'south';
const publicThread: CommunityStamp = { community: 'public', organizationId: null };
const riversideThread: CommunityStamp = { community: `district:${riverside}`, organizationId: riverside };
const northThread: CommunityStamp = { community: `school:${north}`, organizationId: riverside };
const hillsideThread: CommunityStamp = { community: `district:${hillside}`, organizationId: hillside };

describe('who sees content of which community', () => {
  const riversideNorthYouth = communityViewOf('youth', { organizationId: riverside, schoolId: north });
  const riversideSouthYouth = communityViewOf('youth', { organizationId: riverside, schoolId: south });
  const selfRegistered = communityViewOf('youth', { organizationId: null, schoolId: null });

  it("shows a district's content to its own youth and to no one of another district or none", () => {
    expect(sees(riversideNorthYouth, riversideThread)).toBe(true);
    expect(sees(riversideSouthYouth, riversideThread)).toBe(true);
    expect(
      sees(communityViewOf('youth', { organizationId: hillside, schoolId: null }), riversideThread),
    ).toBe(false);
    expect(sees(selfRegistered, riversideThread)).toBe(false);
  });

  it("keeps a school's content within that school", () => {
    expect(sees(riversideNorthYouth, northThread)).toBe(true);
    expect(sees(riversideSouthYouth, northThread)).toBe(false);
  });

  it('keeps the public community for the unaffiliated: district youth do not see it', () => {
    expect(sees(selfRegistered, publicThread)).toBe(true);
    expect(sees(riversideNorthYouth, publicThread)).toBe(false);
  });

  it("shows a district moderator all of their district's communities and nothing else; platform staff see every one", () => {
    const riversideModerator = communityViewOf('moderator', { organizationId: riverside, schoolId: null });
    expect(
      [publicThread, riversideThread, northThread, hillsideThread].map((t) => sees(riversideModerator, t)),
    ).toEqual([false, true, true, false]);
    for (const role of ['moderator', 'admin'] as const) {
      const platform = communityViewOf(role, { organizationId: null, schoolId: null });
      expect(
        [publicThread, riversideThread, northThread, hillsideThread].every((t) => sees(platform, t)),
      ).toBe(true);
    }
  });
});

describe("the caller's own place comes from their token, not from an event still on its way", () => {
  const ids = {
    riverside: '1c7e2b1a-4d3f-4a5b-8c6d-7e8f9a0b1c2d',
    north: '2d8f3c2b-5e4a-4b6c-9d7e-8f9a0b1c2d3e',
    ana: '3e9a4d3c-6f5b-4c7d-8e9f-9a0b1c2d3e4f',
  };

  it('places a just-activated district youth in their school before identity.membership.changed arrives', async () => {
    const memberships = new Memberships(new MemoryDocumentStore());
    expect(await memberships.placeOf(ids.ana)).toEqual(UNAFFILIATED);

    const place = await memberships.placeOfCaller({ sub: ids.ana, org: ids.riverside, school: ids.north });
    expect(place).toMatchObject({
      organizationId: ids.riverside,
      schoolId: ids.north,
      community: `district:${ids.riverside}`,
    });
    // A district moderator the projection hasn't heard of is still only their district's.
    expect(communityViewOf('moderator', { organizationId: ids.riverside, schoolId: null })).toEqual({
      kind: 'district',
      organizationId: ids.riverside,
    });
  });

  it('trusts the projection only for tokens issued before districts (no org claim)', async () => {
    const memberships = new Memberships(new MemoryDocumentStore());
    expect(await memberships.placeOfCaller({ sub: ids.ana, org: null, school: null })).toEqual(UNAFFILIATED);
    expect(await memberships.placeOfCaller({ sub: ids.ana })).toEqual(await memberships.placeOf(ids.ana));
  });
});
