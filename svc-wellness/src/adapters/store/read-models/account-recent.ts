import { z } from 'zod';
import { CheckIn, EmotionSession, MicroActivityCompletion } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { CheckInRecord } from '../../../ports/check-in.repository.port.js';
import type { EmotionSessionRecord } from '../../../ports/emotion-session.repository.port.js';
import type { PracticeRecord } from '../../../ports/practice.repository.port.js';
import type { ReadModelEpoch } from './epoch.js';
import { checkInsCollection, practiceCollection, sessionsCollection } from '../record-collections.js';
import { changeDocument, readDocument, whenMissing } from './versioned.js';

/**
 * One document per account, read by `_id` = the account's id (issue 18): what the app's calls read
 * of a person's recent wellness, kept as the writes happen, so none of them queries the records by
 * `userId` (a whole-collection read on FerretDB v1; an index read on MongoDB, which this serves in
 * one key read too). Bounded: the newest RECENT_LIMIT check-ins and practices, with how many there
 * are in all (so a reader knows whether the list is the whole history), and the active sessions.
 * The records' own collections stay the source of truth (export, erasure, staff figures).
 */
export const RECENT_LIMIT = 100;
/**
 * Active sessions kept in the document. A person has one or two open at a time; a script opening
 * thousands a day (the bench's check-in flood) would grow the document without bound, so past this
 * many it says `activeOverflow` and the active list is read from the sessions themselves until a
 * read finds them back within bounds.
 */
export const ACTIVE_SESSIONS_LIMIT = 20;

const CheckInRecordSchema = CheckIn.extend({ userId: z.uuid(), prompted: z.boolean().default(false) });
const SessionRecordSchema = EmotionSession.extend({ userId: z.uuid() });
const PracticeRecordSchema = MicroActivityCompletion.extend({ userId: z.uuid() });

const AccountRecent = z.object({
  id: z.string(),
  userId: z.uuid(),
  version: z.number().int(),
  /** Newest first (by createdAt). */
  checkIns: z.array(CheckInRecordSchema),
  checkInTotal: z.number().int(),
  /** The active emotion sessions, newest first (by startedAt); all of them unless `activeOverflow`. */
  activeSessions: z.array(SessionRecordSchema),
  activeOverflow: z.boolean().default(false),
  /** Newest first (by createdAt). */
  practices: z.array(PracticeRecordSchema),
  practiceTotal: z.number().int(),
});
export type AccountRecent = z.infer<typeof AccountRecent>;

export const accountRecentCollection: CollectionDefinition<AccountRecent> = {
  name: 'wellness_account_recent',
  schema: AccountRecent,
};

const newestFirst = <T extends { id: string }>(items: readonly T[], at: (item: T) => string) =>
  [...items].sort((a, b) => at(b).localeCompare(at(a)));

/** Whether the kept list holds every record made at or after `from` (ISO). */
export function covers(kept: readonly { createdAt: string }[], total: number, from: string): boolean {
  if (total <= kept.length) return true;
  const oldest = kept[kept.length - 1];
  return oldest !== undefined && oldest.createdAt < from;
}

export interface AccountRecentStore {
  read(userId: string): Promise<AccountRecent>;
  addCheckIn(record: CheckInRecord): Promise<void>;
  addPractice(record: PracticeRecord): Promise<void>;
  /** The session as stored now: kept while active, dropped once it is not. */
  putSession(record: EmotionSessionRecord): Promise<void>;
  dropSessions(userId: string, ids: readonly string[]): Promise<void>;
  /** The whole active list, as just read from the sessions (after an overflow). */
  resetSessions(userId: string, active: readonly EmotionSessionRecord[]): Promise<void>;
}

export function accountRecentStore(store: DocumentStore, epoch: ReadModelEpoch): AccountRecentStore {
  const accounts = store.collection(accountRecentCollection);
  const checkIns = store.collection(checkInsCollection);
  const sessions = store.collection(sessionsCollection);
  const practices = store.collection(practiceCollection);

  const empty = (userId: string): AccountRecent => ({
    id: userId,
    userId,
    version: 0,
    checkIns: [],
    checkInTotal: 0,
    activeSessions: [],
    activeOverflow: false,
    practices: [],
    practiceTotal: 0,
  });
  /** An account with records from before the read models: built from them once (scans, once). */
  const built = (userId: string) => async (): Promise<AccountRecent | null> => {
    if (!(await epoch.hasLegacy())) return null;
    const newest = { sort: { createdAt: -1 as const }, limit: RECENT_LIMIT };
    const [ci, ciTotal, active, pr, prTotal] = await Promise.all([
      checkIns.find({ userId }, newest),
      checkIns.count({ userId }),
      sessions.find({ userId, sessionStatus: 'active' }, { sort: { startedAt: -1 } }),
      practices.find({ userId }, newest),
      practices.count({ userId }),
    ]);
    return {
      ...empty(userId),
      checkIns: ci,
      checkInTotal: ciTotal,
      activeSessions: active.slice(0, ACTIVE_SESSIONS_LIMIT),
      activeOverflow: active.length > ACTIVE_SESSIONS_LIMIT,
      practices: pr,
      practiceTotal: prTotal,
    };
  };
  const missing = (userId: string) => ({ empty: () => empty(userId), built: built(userId) });
  const change = (userId: string, apply: (doc: AccountRecent) => AccountRecent | null) =>
    changeDocument(accounts, userId, whenMissing(missing(userId)), apply);

  return {
    read: (userId) => readDocument(accounts, userId, missing(userId)),
    async addCheckIn(record) {
      await change(record.userId, (doc) =>
        doc.checkIns.some((kept) => kept.id === record.id)
          ? null
          : {
              ...doc,
              checkIns: newestFirst([...doc.checkIns, record], (c) => c.createdAt).slice(0, RECENT_LIMIT),
              checkInTotal: doc.checkInTotal + 1,
            },
      );
    },
    async addPractice(record) {
      await change(record.userId, (doc) =>
        doc.practices.some((kept) => kept.id === record.id)
          ? null
          : {
              ...doc,
              practices: newestFirst([...doc.practices, record], (p) => p.createdAt).slice(0, RECENT_LIMIT),
              practiceTotal: doc.practiceTotal + 1,
            },
      );
    },
    async putSession(record) {
      await change(record.userId, (doc) => {
        const others = doc.activeSessions.filter((kept) => kept.id !== record.id);
        const kept = doc.activeSessions.find((session) => session.id === record.id);
        if (record.sessionStatus !== 'active') return kept ? { ...doc, activeSessions: others } : null;
        if (kept && JSON.stringify(kept) === JSON.stringify(record)) return null;
        const active = newestFirst([...others, record], (s) => s.startedAt);
        return {
          ...doc,
          activeSessions: active.slice(0, ACTIVE_SESSIONS_LIMIT),
          activeOverflow: doc.activeOverflow || active.length > ACTIVE_SESSIONS_LIMIT,
        };
      });
    },
    async dropSessions(userId, ids) {
      if (!ids.length) return;
      await change(userId, (doc) => {
        const left = doc.activeSessions.filter((session) => !ids.includes(session.id));
        return left.length === doc.activeSessions.length ? null : { ...doc, activeSessions: left };
      });
    },
    async resetSessions(userId, active) {
      await change(userId, (doc) => ({
        ...doc,
        activeSessions: newestFirst(active, (s) => s.startedAt).slice(0, ACTIVE_SESSIONS_LIMIT),
        activeOverflow: active.length > ACTIVE_SESSIONS_LIMIT,
      }));
    },
  };
}
