import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { User } from './user.js';
import { LinkPerson, LinkStatus } from './links.js';

/** One parent–youth link of the person downloading their data, whatever its status. */
export const ExportedLink = z
  .object({
    id: Id,
    status: LinkStatus,
    /** The side of the link the person downloading is on. */
    as: z.enum(['parent', 'youth']),
    /** The other person, by public fields only (never an email); null once their account is gone. */
    otherPerson: LinkPerson.nullable(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    approvedAt: IsoDateTime.nullable(),
    endedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'ExportedLink' });
export type ExportedLink = z.infer<typeof ExportedLink>;

/** GET /api/user/export: what svc-identity keeps about the caller ("Download my data"). */
export const IdentityExport = z
  .object({
    exportedAt: IsoDateTime,
    /** The account as the caller sees it on GET /api/user: never a password hash. */
    account: User,
    /** Every link, newest first. */
    links: z.array(ExportedLink),
    /** Signed-in sessions that are alive right now (this one included). */
    sessions: z.object({ active: z.number().int().nonnegative() }),
  })
  .meta({ id: 'IdentityExport' });
export type IdentityExport = z.infer<typeof IdentityExport>;
