import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';

/**
 * Parent–youth links (SPEC §3 user_links). SPEC's statuses are pending, approved and rejected;
 * `ended` is ours: an approved link that either side ended is kept, closed, as a record of who
 * could see whose summaries and until when.
 */
export const LinkStatus = z.enum(['pending', 'approved', 'rejected', 'ended']);
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

export const Link = z
  .object({
    id: Id,
    status: LinkStatus,
    parent: LinkPerson,
    youth: LinkPerson,
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
    youthUsername: z
      .string("Please enter the youth's username.")
      .trim()
      .min(1, "Please enter the youth's username.")
      .max(100, 'That username is too long.'),
  })
  .meta({ id: 'LinkRequest' });
export type LinkRequest = z.infer<typeof LinkRequest>;

/**
 * GET /api/links and GET /api/admin/links. Without a status: the caller's current links (pending
 * and approved) on /api/links, every link on /api/admin/links.
 */
export const LinkListQuery = z.object({ status: LinkStatus.optional() });
export type LinkListQuery = z.infer<typeof LinkListQuery>;
