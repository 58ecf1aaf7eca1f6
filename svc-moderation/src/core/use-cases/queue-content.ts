import type { ContentReport, ContentSnapshot, ContentVisibility, Screening } from '@heartwise/contracts';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';
import {
  earlier,
  isAfterLastDecision,
  priorityOf,
  type ItemReport,
  type ItemScreening,
} from '../moderation-item.js';
import { newerSnapshot, newItem } from '../item-snapshot.js';
import { changeItem } from './change-item.js';
import type { Places } from '../../ports/places.port.js';

export interface QueueDeps {
  items: ModerationItemRepository;
  /** Where authors belong, to stamp a new item with its district (issue 16). */
  places: Places;
  now: () => Date;
  newId: () => string;
}

/**
 * A member reported a thread or reply: it joins the queue as pending, or, when it is already
 * there, the member joins its reporters (each member once) and its priority rises to High from the
 * second reporter on. A report alone never hides the content: it stays public while it waits. A
 * new report after the content was kept puts it back to pending.
 */
export async function queueReportedContent(deps: QueueDeps, report: ContentReport): Promise<void> {
  const entry: ItemReport = {
    reportId: report.reportId,
    reporterId: report.reportedBy,
    reason: report.reason,
    reportedAt: report.reportedAt,
  };
  await queue(deps, report.content, report.reportedAt, 'public', (item) => {
    const known = item.reports.some(
      (kept) => kept.reporterId === entry.reporterId || kept.reportId === entry.reportId,
    );
    if (known) return null;
    const reports = [...item.reports, entry].sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
    const reopen = item.status === 'approved' && isAfterLastDecision(item, entry.reportedAt);
    return { ...item, reports, status: reopen ? 'pending' : item.status };
  });
}

/**
 * Safety screening held a post: it joins the queue as pending and held (only its author sees it),
 * High for crisis words, Medium for abusive ones. A screening of content already in the queue (the
 * author edited it) holds it again and puts a settled item back to pending.
 */
export async function queueScreenedContent(deps: QueueDeps, screening: Screening): Promise<void> {
  const entry: ItemScreening = {
    outcome: screening.outcome,
    priority: screening.priority,
    screenedAt: screening.screenedAt,
  };
  await queue(deps, screening.content, screening.screenedAt, 'held', (item) => {
    const kept = item.screening;
    // A crisis stays a crisis: a later, milder screening never lowers what one found.
    const merged: ItemScreening = {
      outcome: kept?.outcome === 'crisis' ? 'crisis' : entry.outcome,
      priority: kept?.priority === 'high' ? 'high' : entry.priority,
      screenedAt: kept && kept.screenedAt > entry.screenedAt ? kept.screenedAt : entry.screenedAt,
    };
    const same =
      kept?.outcome === merged.outcome &&
      kept.priority === merged.priority &&
      kept.screenedAt === merged.screenedAt;
    if (same) return null;
    // Content its author deleted stays deleted; a screening older than the last decision is history.
    if (item.visibility === 'deleted' || !isAfterLastDecision(item, entry.screenedAt)) {
      return { ...item, screening: merged };
    }
    const settled = item.status === 'approved' || item.status === 'rejected';
    return { ...item, screening: merged, visibility: 'held', status: settled ? 'pending' : item.status };
  });
}

/**
 * The one item of this content, made (visible as `visibility`) or changed by `add` (null: it
 * already knows this), with what every change shares: the snapshot kept newest, priority
 * recomputed, the earliest moment kept as when it entered the queue.
 */
async function queue(
  deps: QueueDeps,
  content: ContentSnapshot,
  at: string,
  visibility: ContentVisibility,
  add: (item: ModerationItemRecord) => ModerationItemRecord | null,
): Promise<void> {
  const { contentType, contentId } = content;
  const author = await deps.places.placeOf(content.authorId);
  await changeItem(
    deps,
    () => deps.items.findByContent(contentType, contentId),
    (current) => {
      const base = current ?? newItem(deps.newId(), content, at, visibility, author);
      const added = add(base);
      if (!added) return null;
      const next: ModerationItemRecord = {
        ...added,
        ...newerSnapshot(base, content, at),
        priority: priorityOf(added),
        createdAt: earlier(base.createdAt, at),
        updatedAt: deps.now().toISOString(),
        revision: current ? current.revision + 1 : 0,
      };
      return { next };
    },
  );
}
