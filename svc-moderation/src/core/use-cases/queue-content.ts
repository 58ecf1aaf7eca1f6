import type { ContentReport, ContentSnapshot, Screening } from '@heartwise/contracts';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';
import { earlier, priorityOf, type ItemReport, type ItemScreening } from '../moderation-item.js';
import { changeItem } from './change-item.js';

export interface QueueDeps {
  items: ModerationItemRepository;
  now: () => Date;
  newId: () => string;
}

/**
 * A member reported a thread or reply: it joins the queue as pending, or, when it is already
 * there, the member joins its reporters (each member once) and its priority rises to High from the
 * second reporter on. A new report after the item was approved puts it back to pending.
 */
export async function queueReportedContent(deps: QueueDeps, report: ContentReport): Promise<void> {
  const entry: ItemReport = {
    reportId: report.reportId,
    reporterId: report.reportedBy,
    reason: report.reason,
    reportedAt: report.reportedAt,
  };
  await queue(deps, report.content, report.reportedAt, (item) => {
    const known = item.reports.some(
      (kept) => kept.reporterId === entry.reporterId || kept.reportId === entry.reportId,
    );
    if (known) return null;
    const reports = [...item.reports, entry].sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
    return { ...item, reports };
  });
}

/**
 * Safety screening held a post: it joins the queue as pending (the forum already hides it), High
 * for crisis words, Medium for abusive ones. A screening after an approval (the author edited it)
 * puts it back to pending.
 */
export async function queueScreenedContent(deps: QueueDeps, screening: Screening): Promise<void> {
  const entry: ItemScreening = {
    outcome: screening.outcome,
    priority: screening.priority,
    screenedAt: screening.screenedAt,
  };
  await queue(deps, screening.content, screening.screenedAt, (item) => {
    const kept = item.screening;
    // A crisis stays a crisis: a later, milder screening never lowers the priority one set.
    const merged: ItemScreening = {
      outcome: kept?.outcome === 'crisis' ? 'crisis' : entry.outcome,
      priority: kept?.priority === 'high' ? 'high' : entry.priority,
      screenedAt: kept && kept.screenedAt > entry.screenedAt ? kept.screenedAt : entry.screenedAt,
    };
    const same =
      kept?.outcome === merged.outcome &&
      kept.priority === merged.priority &&
      kept.screenedAt === merged.screenedAt;
    return same ? null : { ...item, screening: merged };
  });
}

/**
 * The one item of this content, made or changed by `add` (null: it already knows this), with
 * what every change shares: the snapshot kept newest, priority and status recomputed.
 */
async function queue(
  deps: QueueDeps,
  content: ContentSnapshot,
  at: string,
  add: (item: ModerationItemRecord) => ModerationItemRecord | null,
): Promise<void> {
  const { contentType, contentId } = content;
  await changeItem(
    deps,
    () => deps.items.findByContent(contentType, contentId),
    (current) => {
      const base = current ?? newItem(deps, content, at);
      const added = add(base);
      if (!added) return null;
      const snapshot = at > base.snapshotAt ? snapshotOf(content, at) : {};
      const reopen = base.status === 'approved' && (!base.reviewedAt || at > base.reviewedAt);
      const next: ModerationItemRecord = {
        ...added,
        ...snapshot,
        status: reopen ? 'pending' : base.status,
        priority: priorityOf(added),
        createdAt: earlier(base.createdAt, at),
        updatedAt: deps.now().toISOString(),
        revision: current ? current.revision + 1 : 0,
      };
      return { next };
    },
  );
}

function snapshotOf(content: ContentSnapshot, at: string) {
  return {
    threadId: content.threadId,
    authorId: content.authorId,
    title: content.title,
    content: content.content,
    snapshotAt: at,
  };
}

function newItem(deps: QueueDeps, content: ContentSnapshot, at: string): ModerationItemRecord {
  return {
    id: deps.newId(),
    contentType: content.contentType,
    contentId: content.contentId,
    ...snapshotOf(content, at),
    status: 'pending',
    priority: 'medium',
    reports: [],
    history: [],
    editRequested: false,
    createdAt: at,
    updatedAt: at,
    revision: 0,
  };
}
