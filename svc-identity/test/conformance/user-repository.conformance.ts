import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DocumentStore } from '@heartwise/service-kit';
import { userRepository } from '../../src/adapters/store/user.repository.js';
import type { UserRepository } from '../../src/ports/user.repository.port.js';
import { account } from '../support/accounts.js';

/**
 * The users repository's stories that hold on any document store (user-repository.test.ts: embedded;
 * user-repository.mongo.infra.test.ts: FerretDB). Each suite gets a store of its own.
 */
export function userRepositoryConformance<Store extends DocumentStore>(
  name: string,
  open: () => Promise<Store>,
  close: (store: Store) => Promise<void> = (store) => store.close(),
): void {
  describe(`the users repository (${name})`, () => {
    let store: Store;
    let users: UserRepository;

    beforeAll(async () => {
      store = await open();
      users = userRepository(store);
      await store.ensureIndexes();
    }, 60_000);
    afterAll(() => close(store), 60_000);

    describe('sign-ups counted between two instants', () => {
      const createdAt = (iso: string, username: string) =>
        users.create(account(username, { createdAt: iso, updatedAt: iso }), []);

      it('counts the accounts created from the first instant, included, to the second, excluded', async () => {
        const from = '2031-03-08T05:00:00.000Z';
        const to = '2031-03-15T04:00:00.000Z';
        expect(await users.countCreatedBetween(from, to)).toBe(0);

        await createdAt('2031-03-08T04:59:59.999Z', 'just-before');
        await createdAt(from, 'on-the-first');
        await createdAt('2031-03-11T12:00:00.000Z', 'midweek');
        await createdAt('2031-03-15T03:59:59.999Z', 'last-moment');
        await createdAt(to, 'on-the-second');
        await createdAt('2031-03-20T00:00:00.000Z', 'after');

        expect(await users.countCreatedBetween(from, to)).toBe(3);
        // Ranges that meet count every account once: the week before and the week after.
        expect(await users.countCreatedBetween('2031-03-01T05:00:00.000Z', from)).toBe(1);
        expect(await users.countCreatedBetween(to, '2031-03-22T04:00:00.000Z')).toBe(2);
        expect(await users.countCreatedBetween(from, from)).toBe(0);
      });

      it('no longer counts a deleted account, whatever its role', async () => {
        const from = '2031-05-04T00:00:00.000Z';
        const to = '2031-05-11T00:00:00.000Z';
        const leaver = await createdAt('2031-05-05T09:00:00.000Z', 'leaver');
        const staff = account('staff-member', {
          role: 'moderator',
          createdAt: '2031-05-06T09:00:00.000Z',
          updatedAt: '2031-05-06T09:00:00.000Z',
        });
        await users.create(staff, []);
        expect(await users.countCreatedBetween(from, to)).toBe(2);

        expect(await users.delete(leaver.id, [])).toBe(true);
        expect(await users.countCreatedBetween(from, to)).toBe(1);
      });
    });
  });
}
