import { z } from 'zod';
import { freeText, Id, IsoDateTime } from '../common.js';

/**
 * Parent–youth links (SPEC §3 user_links). SPEC's statuses are pending, approved and rejected;
 * the rest are ours, and every request is kept as a record the youth can read (issue 14):
 * - `ended`: an approved link that either side ended (who could see whose summaries, until when);
 * - `withdrawn`: the parent took back a request before the youth answered;
 * - `expired`: nobody answered within LINK_REQUEST_DAYS.
 * Only the youth's own acceptance approves a link; an administrator may only reject a request.
 */
export const LinkStatus = z.enum(['pending', 'approved', 'rejected', 'ended', 'withdrawn', 'expired']);
export type LinkStatus = z.infer<typeof LinkStatus>;

/** A person as the other side of a link (or an admin) sees them: never an email. */
export const LinkPerson = z
  .object({
    id: Id,
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  })
  .meta({ id: 'LinkPerson' });
export type LinkPerson = z.infer<typeof LinkPerson>;

/** How long a request waits for the youth's answer. */
export const LINK_REQUEST_DAYS = 14;

/**
 * A link or request. A parent's request reveals nothing about the youth until the youth accepts:
 * until then the parent sees `youth: null`, the username they typed (`youthUsername`) and
 * `pending` — also when no such youth exists and when the youth declined — then `expired` after
 * LINK_REQUEST_DAYS. The youth sees every request made for them, withdrawn ones included.
 */
export const Link = z
  .object({
    id: Id,
    status: LinkStatus,
    parent: LinkPerson,
    youth: LinkPerson.nullable(),
    youthUsername: z.string(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    approvedAt: IsoDateTime.nullable(),
    endedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'Link' });
export type Link = z.infer<typeof Link>;

export const LinkList = z.array(Link);
export type LinkList = z.infer<typeof LinkList>;

/** The `{id}` of /api/links/{id}... and /api/admin/links/{id}/... */
export const LinkIdParams = z.object({ id: Id });
export type LinkIdParams = z.infer<typeof LinkIdParams>;

/** POST /api/links: a parent asks to link with a youth, by the youth's username. */
export const LinkRequest = z
  .object({
    youthUsername: freeText({
      required: "Please enter the youth's username.",
      min: 1,
      max: 100,
      tooShort: "Please enter the youth's username.",
      tooLong: 'That username is too long.',
    }),
  })
  .meta({ id: 'LinkRequest' });
export type LinkRequest = z.infer<typeof LinkRequest>;

/**
 * POST /api/links answers 202 with these same words whether or not the username belongs to a youth
 * (and whatever that youth decided before): a parent learns nothing about an account from asking.
 */
export const LinkRequestReceipt = z
  .object({ ok: z.literal(true), message: z.string() })
  .meta({ id: 'LinkRequestReceipt' });
export type LinkRequestReceipt = z.infer<typeof LinkRequestReceipt>;
export const LINK_REQUEST_RECEIVED =
  'Thank you. If that username belongs to a youth, they will see your request and can accept it. ' +
  'You will see here when they do.';

/**
 * GET /api/links and GET /api/admin/links. Without a status: on /api/links a parent's requests and
 * links as they see them (all but ended links, which come when asked for) and, for a youth, every
 * request ever made for them; every link on /api/admin/links. A status filters what the caller is
 * shown (a parent never sees `rejected`).
 */
export const LinkListQuery = z.object({ status: LinkStatus.optional() });
export type LinkListQuery = z.infer<typeof LinkListQuery>;
