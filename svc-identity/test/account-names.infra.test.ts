import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MongoDocumentStore } from '@heartwise/service-kit';
import {
  classifyCommand,
  infraUrls,
  observeStoreCommands,
  type ObservedCommand,
} from '@heartwise/service-kit/testing';
import { EmailTakenError, UsernameTakenError } from '../src/ports/user.repository.port.js';
import { userRepository } from '../src/adapters/store/user.repository.js';
import { account } from './support/accounts.js';

/**
 * Sign-in's lookups on the real FerretDB (issue 18): by username and by email, the account is
 * found by key only, whatever the number of accounts; and the unique indexes, with the names kept
 * beside them, still refuse a name that is taken.
 */
const DATABASE = 'heartwise_identity_account_names';
const commands: ObservedCommand[] = [];
let stopObserving: () => void = () => undefined;
let store: MongoDocumentStore;

/** What `work` made the store read, one line per command: `kind command collection`. */
async function readsOf(work: () => Promise<unknown>): Promise<string[]> {
  const from = commands.length;
  await work();
  return commands
    .slice(from)
    .filter((observed) => observed.database === DATABASE)
    .map((observed) => classifyCommand(observed.commandName, observed.command, 'ferretdb-v1'))
    .filter((read) => read.kind !== 'none')
    .map((read) => `${read.kind} ${read.command} ${read.collection ?? '?'}`);
}

beforeAll(async () => {
  stopObserving = observeStoreCommands((command) => commands.push(command));
  store = await MongoDocumentStore.connect(infraUrls().mongoUrl, DATABASE);
  await store.dropDatabase();
}, 60_000);

afterAll(async () => {
  stopObserving();
  await store.dropDatabase();
  await store.close();
}, 60_000);

describe('accounts found by username and email on the real store', () => {
  it('reads by key only, and refuses names that are taken', async () => {
    const users = userRepository(store);
    await store.ensureIndexes();
    const ada = await users.create(account('ada', { email: 'Ada@Example.org' }), []);
    const many = Array.from({ length: 20 }, (_, index) => account(`youth-${index}`));
    expect((await users.createMany(many.map((user) => ({ user, events: [] })))).refused).toEqual([]);

    const byUsername = await readsOf(async () => {
      expect((await users.findByUsername('ada'))?.id).toBe(ada.id);
      expect((await users.findByUsername('youth-7'))?.id).toBe(many[7]?.id);
      expect(await users.findByUsername('nobody')).toBeNull();
    });
    const byEmail = await readsOf(async () => {
      expect((await users.findByEmail(' ADA@example.org'))?.id).toBe(ada.id);
      expect(await users.findByEmail('nobody@example.org')).toBeNull();
    });
    for (const reads of [byUsername, byEmail]) {
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.filter((read) => !read.startsWith('key '))).toEqual([]);
    }

    // The same names again: refused by the names, and by the real unique indexes behind them.
    await expect(users.create(account('ada', { email: 'other@example.org' }), [])).rejects.toBeInstanceOf(
      UsernameTakenError,
    );
    await expect(users.create(account('bea', { email: 'ada@example.org' }), [])).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    const again = [account('youth-3', { email: 'new@example.org' }), account('cal')];
    expect((await users.createMany(again.map((user) => ({ user, events: [] })))).refused).toEqual([0]);
    expect((await users.findByUsername('youth-3'))?.id).toBe(many[3]?.id);
    expect((await users.findByUsername('cal'))?.id).toBe(again[1]?.id);

    // Deleted: the name reads as nothing, and is free again.
    expect(await users.delete(ada.id, [])).toBe(true);
    expect(await users.findByUsername('ada')).toBeNull();
    const next = await users.create(account('ada'), []);
    expect((await users.findByEmail('ada@example.org'))?.id).toBe(next.id);
  }, 120_000);
});
