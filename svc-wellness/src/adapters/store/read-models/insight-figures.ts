import { z } from 'zod';
import { HabitType, Id, MicroActivityType } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import {
  figuresFrom,
  noFigures,
  REBUILD,
  withCheckIn,
  withHabits,
  withSession,
  type FiguresChange,
  type InsightFigures,
} from '../../../core/insight-figures.js';
import type { CheckInRecord } from '../../../ports/check-in.repository.port.js';
import type { EmotionSessionRecord } from '../../../ports/emotion-session.repository.port.js';
import type { HabitRecord } from '../../../ports/habit.repository.port.js';
import { checkInsCollection, habitsCollection, sessionsCollection } from '../record-collections.js';
import { readModelEpoch, type ReadModelEpoch } from './epoch.js';
import { changeDocument, readDocument } from './versioned.js';

/**
 * One document per account, read by `_id` = the account's id (issue 18): the figures insights need
 * (core/insight-figures.ts), kept by every write of a check-in, a session and a habit, so
 * `GET /api/wellness/insights` reads one document instead of the person's whole history (three
 * whole-collection reads on FerretDB v1, three index ranges growing with the years on MongoDB).
 * Bounded: 35 days and 200 sessions of detail, older ones folded into tallies, and the ids of the
 * newest 200 check-ins counted. The records stay the truth: a change
 * the figures cannot take exactly (to something folded, or after a write that stopped halfway) is
 * answered by rebuilding them from the records, as a store from before the figures builds them.
 */
const Tally = z.object({ sum: z.number(), count: z.number().int() });
const FirstCheckIn = z.object({ id: z.string(), createdAt: z.string(), intensity: z.number() });

const InsightFiguresDoc = z.object({
  id: z.string(),
  userId: Id,
  version: z.number().int(),
  sessions: z.array(
    z.object({
      id: z.string(),
      startedAt: z.string(),
      activityType: MicroActivityType.nullable(),
      pre: FirstCheckIn.nullable(),
      post: FirstCheckIn.nullable(),
    }),
  ),
  days: z.array(
    z.object({
      date: z.string(),
      checkIns: z.number().int(),
      intensitySum: z.number(),
      habits: z.partialRecord(HabitType, z.boolean()),
    }),
  ),
  foldedThrough: z.string().nullable(),
  sessionsFoldedThrough: z.string().nullable(),
  counted: z.array(z.string()),
  helps: z.partialRecord(MicroActivityType, Tally),
  moodWith: z.partialRecord(HabitType, Tally),
  moodWithout: z.partialRecord(HabitType, Tally),
});
export type InsightFiguresDoc = z.infer<typeof InsightFiguresDoc>;

export const insightFiguresCollection: CollectionDefinition<InsightFiguresDoc> = {
  name: 'wellness_insight_figures',
  schema: InsightFiguresDoc,
};

export const figuresDoc = (userId: string, figures: InsightFigures, version = 0): InsightFiguresDoc => ({
  id: userId,
  userId,
  version,
  ...figures,
});

const figuresOf = ({ id: _id, userId: _userId, version: _version, ...figures }: InsightFiguresDoc) =>
  figures as InsightFigures;

export interface InsightFiguresStore {
  /** The epoch of the figures: every write of a record awaits it first (as epoch.ready()). */
  epoch: ReadModelEpoch;
  read(userId: string): Promise<InsightFigures>;
  addCheckIn(record: CheckInRecord): Promise<void>;
  putSession(record: EmotionSessionRecord): Promise<void>;
  putHabits(userId: string, date: string, records: readonly HabitRecord[]): Promise<void>;
}

export function insightFiguresStore(store: DocumentStore): InsightFiguresStore {
  const docs = store.collection(insightFiguresCollection);
  const checkIns = store.collection(checkInsCollection);
  const sessions = store.collection(sessionsCollection);
  const habits = store.collection(habitsCollection);
  const epoch = readModelEpoch(store, 'insight-figures');

  /** From the person's whole history (three queries by `userId`: a scan each on FerretDB v1). */
  const fromRecords = async (userId: string): Promise<InsightFiguresDoc> => {
    const [ses, cis, hbs] = await Promise.all([
      sessions.find({ userId }, { sort: { startedAt: 1 } }),
      checkIns.find({ userId }, { sort: { createdAt: 1 } }),
      habits.find({ userId }, { sort: { date: 1, createdAt: 1 } }),
    ]);
    return figuresDoc(userId, figuresFrom({ sessions: ses, checkIns: cis, habits: hbs }));
  };
  const missing = (userId: string) => ({
    empty: () => figuresDoc(userId, noFigures()),
    built: async () => ((await epoch.hasLegacy()) ? fromRecords(userId) : null),
  });

  /**
   * Applies a change. One the figures cannot take exactly rebuilds them from the records in the same
   * turn of the document's queue: no other change of the person's figures in this process lands
   * between the rebuild's read and its write (compare-and-set settles other processes).
   */
  async function change(userId: string, apply: (figures: InsightFigures) => FiguresChange): Promise<void> {
    const create = async () => (await missing(userId).built()) ?? missing(userId).empty();
    await changeDocument(docs, userId, create, async (doc) => {
      const next = apply(figuresOf(doc));
      if (next === REBUILD) return fromRecords(userId);
      return next === null ? null : { ...doc, ...next };
    });
  }

  return {
    epoch,
    read: async (userId) => figuresOf(await readDocument(docs, userId, missing(userId))),
    addCheckIn: (record) => change(record.userId, (figures) => withCheckIn(figures, record)),
    putSession: (record) => change(record.userId, (figures) => withSession(figures, record)),
    async putHabits(userId, date, records) {
      if (!records.length) return;
      await change(userId, (figures) => withHabits(figures, date, records));
    },
  };
}
