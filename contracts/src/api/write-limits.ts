/**
 * How often one signed-in person may write (issue 15: one youth wrote about 900 check-ins a
 * second). Every service counts each person's writes itself, per service, in fixed windows of a
 * minute and an hour (service-kit's write limits), and answers 429 with a kind sentence and
 * `retryAfterSeconds` beyond them. Calls only staff can make are not counted.
 */
export interface WriteLimit {
  perMinute: number;
  perHour: number;
}

/**
 * Every member write, per service. The busiest real minute is a youth's routine (five habits
 * ticked and unticked, a few kindness toggles, a practice, two check-ins: about 15 writes); a
 * lively forum conversation is a reply every few seconds at most. Four times that a minute, ten
 * writes a minute for a whole hour.
 */
export const MEMBER_WRITE_LIMIT: WriteLimit = { perMinute: 60, perHour: 600 };

/**
 * Tighter limits, counted on top of the general one, for calls whose real use is low and whose
 * every write lands in someone's view (a parent's summary, the forum, the moderation queue).
 * Keyed by `<method> <OpenAPI path>` as in `operations`.
 */
export const CALL_WRITE_LIMITS: Readonly<Record<string, WriteLimit>> = {
  // A check-in per prompt (pre, post, post-post) and the ones a youth chooses: a practice round is two.
  'post /api/emotional-checkins': { perMinute: 10, perHour: 60 },
  // Starting a discussion is a few times a day; replying is a conversation.
  'post /api/forum/threads': { perMinute: 10, perHour: 30 },
  'post /api/forum/threads/{id}/replies': { perMinute: 20, perHour: 120 },
  // A member facing a pile-on may report several replies in a row, never hundreds.
  'post /api/forum/threads/{id}/report': { perMinute: 10, perHour: 30 },
  'post /api/forum/replies/{id}/report': { perMinute: 10, perHour: 30 },
};

/** Never refused, however often: signing out must always work (a shared school computer). */
export const WRITES_NEVER_LIMITED: readonly string[] = ['post /api/logout'];

/** The 429 a member sees when a minute's writes are used up. */
export const TOO_MANY_WRITES =
  "You're doing that a lot. Please take a short break and try again in a minute.";
/** The 429 a member sees when an hour's writes are used up. */
export const TOO_MANY_WRITES_THIS_HOUR =
  "You've done that a lot in the last hour. Please take a break and try again a little later.";
