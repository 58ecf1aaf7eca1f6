import { z } from 'zod';
import { Id, IsoDateTime, LinkStatus, type EventEnvelope } from '@heartwise/contracts';

/** A parent–youth link as svc-identity keeps it (SPEC §3 user_links, plus when and by whom it changed). */
export const LinkRecord = z.object({
  id: Id,
  parentId: Id,
  /**
   * The youth the request was for: null when the username typed was nobody's or not a youth's.
   * Such a request never attaches to an account made later (it is matched by id, never by name).
   */
  youthId: Id.nullable(),
  /** The username the parent typed (trimmed). Absent on requests made before issue 14. */
  youthUsername: z.string().optional(),
  status: LinkStatus,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  approvedAt: IsoDateTime.nullable(),
  endedAt: IsoDateTime.nullable(),
  /** Who accepted, declined or rejected the request (the youth, or an admin rejecting it). */
  decidedBy: Id.nullable(),
  /** Who ended an approved link or withdrew a request. */
  endedBy: Id.nullable(),
});
export type LinkRecord = z.infer<typeof LinkRecord>;

/** What a status change may write besides the status. */
export type LinkStatusChange = Partial<
  Pick<LinkRecord, 'approvedAt' | 'endedAt' | 'decidedBy' | 'endedBy' | 'updatedAt'>
> & { status: LinkStatus };

/** Whom a request is for: a youth's account, or only a name that was typed. */
export type LinkTarget = { youthId: string } | { username: string };

/** The pair already has a request or link holding it (see LinkRepository.create). */
export class OpenLinkExistsError extends Error {}

export interface LinkRepository {
  /**
   * Throws OpenLinkExistsError while this parent and target have a link holding the pair: pending,
   * approved, or rejected (a declined request holds the pair until it expires, so the parent sees
   * no difference between an unanswered request and a declined one).
   */
  create(link: LinkRecord): Promise<LinkRecord>;
  findById(id: string): Promise<LinkRecord | null>;
  /** The link holding the pair of this parent and target, if any. */
  findHolding(parentId: string, target: LinkTarget): Promise<LinkRecord | null>;
  /** Links where the person is the parent or the youth, newest first. */
  listOf(person: { parentId: string } | { youthId: string }, statuses: LinkStatus[]): Promise<LinkRecord[]>;
  /** Every link, or those with these statuses, oldest first (a queue for admins). */
  listAll(statuses?: LinkStatus[]): Promise<LinkRecord[]>;
  /** How many links have this status, made after `createdAfter` when given (admin figures). */
  countByStatus(status: LinkStatus, createdAfter?: string): Promise<number>;
  /**
   * Moves a link on only if it is still in `from`, with the events it causes in the same write;
   * null when it was not (someone else changed it first, or it is gone). Moving to ended,
   * withdrawn or expired frees the pair for a new request.
   */
  changeStatus(
    id: string,
    from: LinkStatus,
    change: LinkStatusChange,
    events: EventEnvelope[],
  ): Promise<LinkRecord | null>;
  /** Frees the pair a link in `status` holds, keeping its status (a declined request that expired). */
  releasePair(id: string, status: LinkStatus): Promise<LinkRecord | null>;
}
