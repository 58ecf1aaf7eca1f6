import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { UserRecord } from '../src/core/user.record.js';
import { EmailTakenError, UsernameTakenError } from '../src/ports/user.repository.port.js';
import { emailKeysCollection, usernamesCollection } from '../src/adapters/store/account-names.js';
import { userRepository } from '../src/adapters/store/user.repository.js';
import { account } from './support/accounts.js';

async function storeWithIndexes(): Promise<MemoryDocumentStore> {
  const store = new MemoryDocumentStore();
  userRepository(store);
  await store.ensureIndexes();
  return store;
}

describe('accounts found by their username and email (account-names.ts)', () => {
  it('finds an account by its exact username and by its email, trimmed and lower-cased', async () => {
    const users = userRepository(await storeWithIndexes());
    const ada = await users.create(account('ada', { email: 'Ada@Example.org' }), []);
    expect((await users.findByUsername('ada'))?.id).toBe(ada.id);
    expect((await users.findByEmail('  ADA@example.org '))?.id).toBe(ada.id);
    // Usernames compare exactly, as the unique index does.
    expect(await users.findByUsername('Ada')).toBeNull();
    expect(await users.findByUsername('nobody')).toBeNull();
  });

  it('refuses a username or email another account holds, and names nothing for it', async () => {
    const store = await storeWithIndexes();
    const users = userRepository(store);
    const ada = await users.create(account('ada'), []);
    await expect(users.create(account('ada', { email: 'other@example.org' }), [])).rejects.toBeInstanceOf(
      UsernameTakenError,
    );
    await expect(users.create(account('bea', { email: 'ADA@example.org' }), [])).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    // The refused ones left no name behind, and ada's names are still hers.
    expect(await store.collection(emailKeysCollection).findById('other@example.org')).toBeNull();
    expect(await store.collection(usernamesCollection).findById('bea')).toBeNull();
    expect((await users.findByUsername('ada'))?.id).toBe(ada.id);
    expect((await users.findByEmail('ada@example.org'))?.id).toBe(ada.id);
  });

  it('frees the names of a deleted account, and a name whose account was never stored', async () => {
    const store = await storeWithIndexes();
    const users = userRepository(store);
    const ada = await users.create(account('ada'), []);
    expect(await users.delete(ada.id, [])).toBe(true);
    expect(await users.findByUsername('ada')).toBeNull();
    expect(await store.collection(usernamesCollection).findById('ada')).toBeNull();
    // A crash between naming and storing leaves a name that reads as nothing and can be taken.
    await store.collection(usernamesCollection).insert({ id: 'cal', userId: randomUUID() });
    expect(await users.findByUsername('cal')).toBeNull();
    const cal = await users.create(account('cal'), []);
    const again = await users.create(account('ada'), []);
    expect((await users.findByUsername('cal'))?.id).toBe(cal.id);
    expect((await users.findByUsername('ada'))?.id).toBe(again.id);
  });

  it('names accounts made many at once, refusing those whose names are held', async () => {
    const users = userRepository(await storeWithIndexes());
    const ada = await users.create(account('ada'), []);
    const many = [
      account('bea'),
      account('ada', { email: 'new@example.org' }),
      account('cal', { email: 'ADA@example.org' }),
      account('dee'),
    ];
    const { refused } = await users.createMany(many.map((user) => ({ user, events: [] })));
    expect(refused).toEqual([1, 2]);
    expect((await users.findByUsername('bea'))?.id).toBe(many[0]?.id);
    expect((await users.findByEmail('dee@example.org'))?.id).toBe(many[3]?.id);
    expect((await users.findByUsername('ada'))?.id).toBe(ada.id);
    expect(await users.findByEmail('new@example.org')).toBeNull();
    // Made again (a resumed run): refused as already stored, still found.
    expect((await users.createMany([{ user: many[0] as UserRecord, events: [] }])).refused).toEqual([0]);
    expect((await users.findByUsername('bea'))?.id).toBe(many[0]?.id);
  });

  it('names the accounts a store held before the names, once', async () => {
    const store = await storeWithIndexes();
    // Stored as before this read model: straight into `users`, with no names.
    const before = [account('ada'), account('bea')];
    const raw = store.collection({ name: 'users', schema: UserRecord });
    for (const user of before) await raw.insert(user);
    const users = userRepository(store);
    expect((await users.findByUsername('ada'))?.id).toBe(before[0]?.id);
    expect((await users.findByEmail('bea@example.org'))?.id).toBe(before[1]?.id);
    await expect(users.create(account('bea', { email: 'fresh@example.org' }), [])).rejects.toBeInstanceOf(
      UsernameTakenError,
    );
  });

  it('gives a name back to the account the unique index says holds it', async () => {
    const store = await storeWithIndexes();
    const users = userRepository(store);
    await users.findByUsername('warm-up'); // covers the (empty) store
    // Stored behind the names' back (an older process): the unique index still refuses a twin.
    const raw = store.collection({ name: 'users', schema: UserRecord });
    const old = account('eve');
    await raw.insert(old);
    await expect(users.create(account('eve', { email: 'twin@example.org' }), [])).rejects.toBeInstanceOf(
      UsernameTakenError,
    );
    expect((await users.findByUsername('eve'))?.id).toBe(old.id);
    expect(await users.findByEmail('twin@example.org')).toBeNull();
  });
});
