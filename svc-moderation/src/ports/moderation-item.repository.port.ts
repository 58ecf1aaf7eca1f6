import type { ContentType, EventEnvelope, ModerationStatus } from '@heartwise/contracts';
import type { ModerationItemRecord } from '../core/moderation-item.js';

export type { ModerationItemRecord };

/**
 * The queue's storage: one item per piece of content. An `organizationId` limits a query to one
 * district's items (issue 16); undefined: every item.
 */
export interface ModerationItemRepository {
  findById(id: string): Promise<ModerationItemRecord | null>;
  findByContent(contentType: ContentType, contentId: string): Promise<ModerationItemRecord | null>;
  /** Adds a new item; false when this content already has one (someone added it meanwhile). */
  add(item: ModerationItemRecord): Promise<boolean>;
  /**
   * Writes `next` over the item if it is still at `revision`, with the events it causes in the same
   * write; null when someone changed it meanwhile (read and decide again).
   */
  replaceIfUnchanged(
    next: ModerationItemRecord,
    revision: number,
    events?: EventEnvelope[],
  ): Promise<ModerationItemRecord | null>;
  /** One status, high priority first, then newest first. */
  listByStatus(
    status: ModerationStatus,
    limit: number,
    organizationId?: string,
  ): Promise<ModerationItemRecord[]>;
  countByStatus(status: ModerationStatus, organizationId?: string): Promise<number>;
  /** Items decided at least once. */
  countReviewed(organizationId?: string): Promise<number>;
  /**
   * Items changed at or after `since` (an ISO instant): every report, screening and decision in
   * an item is at or before its `updatedAt`, so this holds every item with anything since then.
   */
  changedSince(since: string, organizationId?: string): Promise<ModerationItemRecord[]>;
  /** The items decided most recently, latest decision first. */
  latestReviewed(limit: number, organizationId?: string): Promise<ModerationItemRecord[]>;
  /** Every pending item (a staff figure: the queue's age reads them all). */
  pendingItems(organizationId?: string): Promise<ModerationItemRecord[]>;
  /** A district's items waiting for a decision now (pending or escalated). */
  openInDistrict(organizationId: string): Promise<ModerationItemRecord[]>;
}
