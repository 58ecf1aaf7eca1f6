import { z } from 'zod';
import { Id, IsoDateTime, LinkStatus, type EventEnvelope } from '@heartwise/contracts';

/** A parent–youth link as svc-identity keeps it (SPEC §3 user_links, plus when and by whom it changed). */
export const LinkRecord = z.object({
  id: Id,
  parentId: Id,
  youthId: Id,
  status: LinkStatus,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  approvedAt: IsoDateTime.nullable(),
  endedAt: IsoDateTime.nullable(),
  /** Who accepted, declined, approved or rejected the request (the youth or an admin). */
  decidedBy: Id.nullable(),
  /** Who ended an approved link. */
  endedBy: Id.nullable(),
});
export type LinkRecord = z.infer<typeof LinkRecord>;

/** What a status change may write besides the status. */
export type LinkStatusChange = Partial<
  Pick<LinkRecord, 'approvedAt' | 'endedAt' | 'decidedBy' | 'endedBy' | 'updatedAt'>
> & { status: LinkStatus };

/** The pair already has a pending or approved link. */
export class OpenLinkExistsError extends Error {}

export interface LinkRepository {
  /** Throws OpenLinkExistsError when this parent and youth already have a pending or approved link. */
  create(link: LinkRecord): Promise<LinkRecord>;
  findById(id: string): Promise<LinkRecord | null>;
  /** The pending or approved link between these two, if any. */
  findOpen(parentId: string, youthId: string): Promise<LinkRecord | null>;
  /** Links where the person is the parent or the youth, newest first. */
  listOf(person: { parentId: string } | { youthId: string }, statuses: LinkStatus[]): Promise<LinkRecord[]>;
  /** Every link, or those with one status, oldest first (a queue for admins). */
  listAll(status?: LinkStatus): Promise<LinkRecord[]>;
  /** How many links have this status (admin figures). */
  countByStatus(status: LinkStatus): Promise<number>;
  /**
   * Moves a link on only if it is still in `from`, with the events it causes in the same write;
   * null when it was not (someone else changed it first, or it is gone).
   */
  changeStatus(
    id: string,
    from: LinkStatus,
    change: LinkStatusChange,
    events: EventEnvelope[],
  ): Promise<LinkRecord | null>;
  /** Removes a request that is still pending; false when it no longer is. */
  removePending(id: string): Promise<boolean>;
}
