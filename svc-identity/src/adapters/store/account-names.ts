import { z } from 'zod';
import { Id } from '@heartwise/contracts';
import {
  coverageCollection,
  coveredOnce,
  DuplicateKeyError,
  type Collection,
  type DocumentStore,
  type Filter,
} from '@heartwise/service-kit';
import type { UserRecord } from '../../core/user.record.js';

const AccountNameRecord = z.object({
  /** The name exactly as the users' unique index compares it (`username`, or `emailKey`). */
  id: z.string(),
  userId: Id,
});
type AccountNameRecord = z.infer<typeof AccountNameRecord>;

/** Which account holds each username, and each email key (the lower-cased, trimmed email). */
export const usernamesCollection = { name: 'usernames', schema: AccountNameRecord };
export const emailKeysCollection = { name: 'email_keys', schema: AccountNameRecord };

/** Written once every stored account is named in both (see below). */
export const accountNamesCoverageCollection = coverageCollection('account_names_coverage');

/** The two names an account is found by: the field of the user that holds each. */
export type NameKind = 'username' | 'emailKey';

type Account = Pick<UserRecord, 'id' | 'username' | 'emailKey'>;

/** How a name came to be ours: written new, or taken from an account that no longer holds it. */
type Claim = 'new' | 'taken-over';

/**
 * Of many accounts, by index: those with a name another stored account holds, and those that took
 * a stale name over.
 */
interface ManyClaimed {
  taken: Set<number>;
  takenOver: Set<number>;
}

const ATTEMPTS = 3;
const BUILD_BATCH = 1_000;

/**
 * Sign-in's and sign-up's lookups by username and by email, in one document read by the name:
 * `findOne({username})` makes FerretDB v1 read every account (docs/architecture.md). The
 * documents name accounts; the account, read by id, is the truth: a name whose account is gone or
 * holds another name reads as nothing.
 *
 * A name is written before its account is stored (a crash between leaves a name that reads as
 * nothing, taken over by the next account that wants it) and removed after the account is deleted.
 * The users' unique indexes stay the last word on who holds a name: an account refused by them
 * gives its name back (`release`). Usernames and emails never change once stored (UserChanges).
 * The first process to ask on a store without the coverage marker names every stored account once.
 */
export function accountNames<S extends Account>(store: DocumentStore, users: Collection<S>) {
  const collections: Record<NameKind, Collection<AccountNameRecord>> = {
    username: store.collection(usernamesCollection),
    emailKey: store.collection(emailKeysCollection),
  };

  /** The stored account with this id, if it still holds the name. */
  async function holding(kind: NameKind, name: string, userId: string): Promise<S | null> {
    const user = await users.findById(userId);
    return user && user[kind] === name ? user : null;
  }

  /** Names the account; null when another stored account holds the name. */
  async function claim(kind: NameKind, name: string, userId: string): Promise<Claim | null> {
    const names = collections[kind];
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        await names.insert({ id: name, userId });
        return 'new';
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      const current = await names.findById(name);
      if (!current) continue; // Given back meanwhile: write it again.
      if (current.userId === userId) return 'new';
      if (await holding(kind, name, current.userId)) return null;
      // Its account is gone, or was never stored: the name is free.
      if (await names.updateOne({ id: name, userId: current.userId }, { set: { userId } }))
        return 'taken-over';
    }
    throw new Error(`${names.name}: the name kept changing`);
  }

  /**
   * Gives back a name the account claimed but does not hold (its store write was refused, or its
   * other name was taken). With `toHolder`, an account the users' unique index says holds it (one
   * stored before the names, or one this account's claim raced) is named again: a scan on FerretDB,
   * on this rare path only.
   */
  async function release(kind: NameKind, name: string, userId: string, toHolder: boolean): Promise<void> {
    const names = collections[kind];
    const current = await names.findById(name);
    if (current?.userId !== userId || (await holding(kind, name, userId))) return;
    const holder = toHolder ? await users.findOne({ [kind]: name } as Filter<S>) : null;
    if (holder) await names.updateOne({ id: name, userId }, { set: { userId: holder.id } });
    else await names.deleteOne({ id: name, userId });
  }

  /**
   * After the account was stored (the unique index agreed it holds the name): a name a racing
   * account took over, or took over and gave back, names it again.
   */
  async function confirm(kind: NameKind, name: string, userId: string): Promise<void> {
    const names = collections[kind];
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const current = await names.findById(name);
      if (current?.userId === userId) return;
      try {
        if (!current) await names.insert({ id: name, userId });
        else if (!(await names.updateOne({ id: name, userId: current.userId }, { set: { userId } })))
          continue;
        return;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
    throw new Error(`${names.name}: the name kept changing`);
  }

  /** Both names of an account, email first; which one another stored account holds, if one does. */
  async function claimBoth(account: Account): Promise<NameKind | null> {
    if (!(await claim('emailKey', account.emailKey, account.id))) return 'emailKey';
    if (await claim('username', account.username, account.id)) return null;
    await release('emailKey', account.emailKey, account.id, false);
    return 'username';
  }

  /** Names many accounts at once (one insert per kind); `claim` settles each clash. */
  async function nameMany(accounts: readonly Account[]): Promise<ManyClaimed> {
    const taken = new Set<number>();
    const takenOver = new Set<number>();
    for (const kind of ['emailKey', 'username'] as const) {
      const left = [...accounts.entries()].filter(([index]) => !taken.has(index));
      const items = left.map(([, account]) => ({ doc: { id: account[kind], userId: account.id } }));
      for (const at of (await collections[kind].insertMany(items)).refused) {
        const [index, account] = left[at] as (typeof left)[number];
        const claimed = await claim(kind, account[kind], account.id);
        if (claimed === 'taken-over') takenOver.add(index);
        if (claimed) continue;
        taken.add(index);
        if (kind === 'username') await release('emailKey', account.emailKey, account.id, false);
      }
    }
    return { taken, takenOver };
  }

  const ensureCovered = coveredOnce(store, accountNamesCoverageCollection, async () => {
    const stored = await users.find({});
    for (let start = 0; start < stored.length; start += BUILD_BATCH) {
      await nameMany(stored.slice(start, start + BUILD_BATCH));
    }
  });

  return {
    /**
     * Names a new account before it is stored: which name another stored account holds (nothing is
     * named then), or null. Then `stored` once it is stored, or `refused` if the store refused it.
     */
    async claim(account: Account): Promise<NameKind | null> {
      await ensureCovered();
      return claimBoth(account);
    },
    /** After the account was stored: its names point at it. */
    async stored(account: Account): Promise<void> {
      await confirm('emailKey', account.emailKey, account.id);
      await confirm('username', account.username, account.id);
    },
    /** The account's store write was refused: its names go back to whoever holds them. */
    async refused(account: Account): Promise<void> {
      await release('emailKey', account.emailKey, account.id, true);
      await release('username', account.username, account.id, true);
    },
    /**
     * Names many new accounts before they are stored; the indexes of those another stored account
     * holds a name of (nothing named for them), and of those that took a stale name over.
     */
    async claimMany(accounts: readonly Account[]): Promise<ManyClaimed> {
      await ensureCovered();
      return nameMany(accounts);
    },
    /** After the account was deleted: its names are free. */
    async deleted(account: Account): Promise<void> {
      for (const kind of ['username', 'emailKey'] as const)
        await collections[kind].deleteOne({ id: account[kind], userId: account.id });
    },
    /** The stored account holding the name, read by key: the name, then the account. */
    async find(kind: NameKind, name: string): Promise<S | null> {
      await ensureCovered();
      const named = await collections[kind].findById(name);
      return named ? holding(kind, name, named.userId) : null;
    },
  };
}
