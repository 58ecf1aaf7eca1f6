import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { verifyPassword } from '../src/core/password.js';
import { userRepository } from '../src/adapters/store/user.repository.js';
import { seededYouthUsername, seedYouthAccounts } from '../src/adapters/store/seed/index.js';

const now = new Date('2026-11-26T07:00:00Z');
const password = 'morning-peak-Walk-42';

describe("issue 18's bench district: seeded youth accounts", () => {
  it('are youth who signed up and can sign in with the shared password', async () => {
    const store = new MemoryDocumentStore();
    const outcome = await seedYouthAccounts(store, { count: 25, password, now });
    expect(outcome).toMatchObject({ created: 25, complete: true });
    expect(outcome.youth).toHaveLength(25);
    expect(outcome.youth[0]).toMatchObject({ username: 'district-youth-00001', role: 'youth' });

    const users = userRepository(store);
    const found = await users.findByUsername(seededYouthUsername(25));
    expect(found).toMatchObject({
      id: outcome.youth[24]?.userId,
      role: 'youth',
      deactivatedAt: null,
      organizationId: null,
      email: 'district-youth-00025@district.example',
    });
    expect(await verifyPassword(password, found?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword('not-the-password', found?.passwordHash ?? null)).toBe(false);
    // One hash for all of them: hashing each would cost a district minutes.
    const other = await users.findByUsername(seededYouthUsername(3));
    expect(other?.passwordHash).toBe(found?.passwordHash);
  });

  it('add only the rest when run again, with the same ids, and stop at their time limit', async () => {
    const store = new MemoryDocumentStore();
    const stopped = await seedYouthAccounts(store, { count: 10, password, now, until: Date.now() - 1 });
    expect(stopped).toMatchObject({ youth: [], created: 0, complete: false });
    const first = await seedYouthAccounts(store, { count: 1_200, password, now });
    const second = await seedYouthAccounts(store, { count: 2_500, password, now });
    expect(second).toMatchObject({ created: 1_300, complete: true });
    expect(second.youth.slice(0, 1_200)).toEqual(first.youth);
    expect(await userRepository(store).countByRole('youth')).toBe(2_500);
    const smaller = await seedYouthAccounts(store, { count: 100, password, now });
    expect(smaller).toMatchObject({ created: 0, complete: true });
    expect(smaller.youth).toHaveLength(100);
  });
});
