import { z } from 'zod';
import { freeText, Id, IsoDateTime } from '../common.js';
import { LocalDate } from './habits.js';

/** SPEC §3: the five micro-activity types, verify first (the 'Start a Micro-Activity' one). */
export const MicroActivityType = z.enum(['verify', 'gratitude', 'reframe', 'optimism', 'humor']);
export type MicroActivityType = z.infer<typeof MicroActivityType>;

export interface MicroActivity {
  id: MicroActivityType;
  type: MicroActivityType;
  title: string;
  prompt: string;
  /** A ui-kit icon name. */
  icon: string;
  description: string;
}

/** SPEC §4 Verify Your Thoughts: the question and the prompt after each answer. */
export const verifyQuestion = 'Are the thoughts you believe 100% true, 100% of the time?';
export const verifyPrompts = {
  yes: 'Can you think of something kind and safe you can do to help?',
  no: "Since it's not always true, can you say the thought in a different way?",
} as const;
export type VerifyAnswer = keyof typeof verifyPrompts;

export const microActivities: readonly MicroActivity[] = [
  {
    id: 'verify',
    type: 'verify',
    title: 'Verify Your Thoughts',
    prompt: verifyQuestion,
    icon: 'shield',
    description: 'Check a worrying thought and find a kinder way to hold it.',
  },
  {
    id: 'gratitude',
    type: 'gratitude',
    title: 'Notice Something Good',
    prompt: 'What is one thing, big or small, that you are thankful for today?',
    icon: 'sun',
    description: 'Name one good thing from today, however small.',
  },
  {
    id: 'reframe',
    type: 'reframe',
    title: 'Look at It Another Way',
    prompt: 'Think of something that went wrong. What would you say to a friend it happened to?',
    icon: 'sprout',
    description: 'Talk to yourself the way you would talk to a good friend.',
  },
  {
    id: 'optimism',
    type: 'optimism',
    title: 'Something to Look Forward To',
    prompt: 'What is one thing you are looking forward to this week, and why?',
    icon: 'activity',
    description: 'Picture something nice that is coming up.',
  },
  {
    id: 'humor',
    type: 'humor',
    title: 'Find a Smile',
    prompt: 'What made you smile or laugh recently? Write it down so you can smile again.',
    icon: 'chat',
    description: 'Remember a moment that made you laugh.',
  },
];

/** SPEC §5: what a Verify save sends as its response text. */
export function composeVerifyResponse(answer: VerifyAnswer, text: string): string {
  return `Question: Are thoughts 100% true? Answer: ${answer}\n\nResponse: ${text.trim()}`;
}

export const CompleteMicroActivityRequest = z.object({
  activityType: MicroActivityType,
  response: freeText({ min: 1, max: 5000, tooShort: 'Please write something' }),
  shareAnonymously: z.boolean().default(false),
  /** The emotion session this practice belongs to; the caller's open one (or a new one) when absent. */
  sessionId: Id.nullable().optional(),
});
export type CompleteMicroActivityRequest = z.input<typeof CompleteMicroActivityRequest>;

export const MicroActivityCompletion = z
  .object({
    id: Id,
    activityType: MicroActivityType,
    response: z.string(),
    shareAnonymously: z.boolean(),
    sessionId: Id.nullable(),
    /** The completer's local day when it was saved. */
    date: LocalDate,
    completedAt: IsoDateTime,
    createdAt: IsoDateTime,
  })
  .meta({ id: 'MicroActivityCompletion' });
export type MicroActivityCompletion = z.infer<typeof MicroActivityCompletion>;

/** GET /api/micro-activities/completions: the caller's completions, newest first. */
export const MicroActivityCompletionList = z.array(MicroActivityCompletion);

/** GET /api/micro-activities/today. */
export const TodaysPractice = z
  .object({
    date: LocalDate,
    count: z.number().int().nonnegative(),
    completions: MicroActivityCompletionList,
  })
  .meta({ id: 'TodaysPractice' });
export type TodaysPractice = z.infer<typeof TodaysPractice>;

/** SPEC §9: the week starts on Sunday; the weekly bar is count/7, capped at 100 %. */
export const WEEKLY_PRACTICE_GOAL = 7;
export function weeklyPracticePercent(count: number): number {
  return Math.min(100, Math.round((count / WEEKLY_PRACTICE_GOAL) * 100));
}
