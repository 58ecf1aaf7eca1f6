import { z } from 'zod';
import { freeText, Id, IsoDateTime } from '../common.js';
import { SupportNotice } from '../support/support-notice.js';
import { TopicGroupName, TopicTitle } from './topics.js';

export const ContentStatus = z.enum(['active', 'flagged', 'archived']);
export type ContentStatus = z.infer<typeof ContentStatus>;

/** An author as the forum shows them: first name only; email only on the caller's own content. */
export const ForumAuthor = z.object({
  firstName: z.string().nullable(),
  email: z.string().optional(),
});

/**
 * Only on the caller's own held content: why only they can see it.
 * - `review`: screening held it, or it was escalated; a moderator will read it;
 * - `edit-requested`: a moderator asked for an edit (`message`: what to change);
 * - `edit-review`: their edit waits for a moderator before others see it;
 * - `support`: crisis words: a moderator kept it private with support (`message`: their words, if
 *   any); `helpRequestedAt` once the author asked for help.
 */
export const HeldNote = z.object({
  reason: z.enum(['review', 'edit-requested', 'edit-review', 'support']),
  message: z.string().optional(),
  at: IsoDateTime,
  helpRequestedAt: IsoDateTime.optional(),
});
export type HeldNote = z.infer<typeof HeldNote>;

/**
 * Members only ever see others' active content. An author also sees their own held content
 * (`status` flagged, `mine: true`, `heldNote` saying why). Moderators and admins see every status
 * on a thread's page, so they can take anything down in place (`status` archived: taken down).
 * `reportedByMe`: the caller already reported it (the button then says "Reported").
 */
const ownership = {
  status: ContentStatus,
  mine: z.boolean(),
  heldNote: HeldNote.optional(),
  reportedByMe: z.boolean(),
};

export const ThreadSummary = z
  .object({
    id: Id,
    /**
     * The catalogue sentence it was started with: a string, since a stored thread keeps its title
     * when the catalogue changes (what a new thread may take is TopicTitle, an enum).
     */
    title: z.string(),
    content: z.string(),
    /** The catalogue group of its title. */
    tags: z.array(z.string()),
    createdAt: IsoDateTime,
    replyCount: z.number().int().nonnegative(),
    user: ForumAuthor,
    ...ownership,
  })
  .meta({ id: 'ThreadSummary' });
export type ThreadSummary = z.infer<typeof ThreadSummary>;

export const ThreadList = z.array(ThreadSummary);

export const ThreadListQuery = z.object({
  before: IsoDateTime.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ThreadListQuery = z.infer<typeof ThreadListQuery>;

export const Reply = z
  .object({
    id: Id,
    threadId: Id,
    content: z.string(),
    createdAt: IsoDateTime,
    user: ForumAuthor,
    ...ownership,
  })
  .meta({ id: 'Reply' });
export type Reply = z.infer<typeof Reply>;

/** GET /api/forum/threads/{id}: the thread with its visible replies, oldest first. */
export const ThreadDetail = ThreadSummary.extend({ replies: z.array(Reply) }).meta({ id: 'ThreadDetail' });
export type ThreadDetail = z.infer<typeof ThreadDetail>;

export const ThreadIdParams = z.object({ id: Id });

export const THREAD_MIN = 10;
export const THREAD_MAX = 5000;
export const REPLY_MIN = 5;
export const REPLY_MAX = 2000;

/** POST /api/forum/threads: the title is a catalogue sentence. */
export const CreateThreadRequest = z.object({
  title: TopicTitle,
  content: freeText({
    min: THREAD_MIN,
    max: THREAD_MAX,
    tooShort: 'Please share more details (at least 10 characters)',
    tooLong: 'Please keep your post under 5,000 characters',
  }),
});
export type CreateThreadRequest = z.infer<typeof CreateThreadRequest>;

export const CreateReplyRequest = z.object({
  content: freeText({
    min: REPLY_MIN,
    max: REPLY_MAX,
    tooShort: 'Reply must be at least 5 characters',
    tooLong: 'Please keep your reply under 2,000 characters',
  }),
});
export type CreateReplyRequest = z.infer<typeof CreateReplyRequest>;

/**
 * PUT /api/forum/threads/{id} and /api/forum/replies/{id}: the author's new words (same limits),
 * screened as a new post: on published content clean words show at once and words screening holds
 * take it out of sight until a moderator decides; after a moderator's edit request the edit waits
 * for a moderator before others see it; other held content cannot be edited until they decide.
 */
export const EditThreadRequest = CreateThreadRequest.pick({ content: true });
export type EditThreadRequest = z.infer<typeof EditThreadRequest>;
export const EditReplyRequest = CreateReplyRequest;
export type EditReplyRequest = z.infer<typeof EditReplyRequest>;

/** The create replies carry a notice when screening held the post or found crisis words. */
export const CreatedThread = ThreadSummary.extend({ notice: SupportNotice.optional() }).meta({
  id: 'CreatedThread',
});
export type CreatedThread = z.infer<typeof CreatedThread>;
export const CreatedReply = Reply.extend({ notice: SupportNotice.optional() }).meta({ id: 'CreatedReply' });
export type CreatedReply = z.infer<typeof CreatedReply>;

/** The reason picker on every report button. */
export const reportReasons = [
  'Unkind or hurtful',
  'Bullying or harassment',
  'I am worried about their safety',
  'Shares private information',
  'Spam or off-topic',
] as const;
export const ReportRequest = z.object({
  reason: z.enum(reportReasons, { error: 'Please choose a reason' }),
});
export type ReportRequest = z.infer<typeof ReportRequest>;

/** GET/POST /api/forum/consent: whether the caller has agreed to the Community Guidelines. */
export const GuidelinesConsent = z
  .object({ accepted: z.boolean(), acceptedAt: IsoDateTime.nullable() })
  .meta({ id: 'GuidelinesConsent' });
export type GuidelinesConsent = z.infer<typeof GuidelinesConsent>;

/** GET /api/forum/themes: the community-wide share of visible threads per topic group. */
export const DiscussionThemes = z
  .array(
    z.object({
      group: TopicGroupName,
      threads: z.number().int().nonnegative(),
      /** Whole percent of all visible threads; the list sums to 100 (or is all 0). */
      share: z.number().int().min(0).max(100),
    }),
  )
  .meta({ id: 'DiscussionThemes' });
export type DiscussionThemes = z.infer<typeof DiscussionThemes>;

/** GET /api/forum/activity: counts for dashboard cards. */
export const ForumActivity = z
  .object({
    /** Visible discussions in the community. */
    discussions: z.number().int().nonnegative(),
    mine: z.object({ threads: z.number().int().nonnegative(), replies: z.number().int().nonnegative() }),
  })
  .meta({ id: 'ForumActivity' });
export type ForumActivity = z.infer<typeof ForumActivity>;
