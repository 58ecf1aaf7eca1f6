import type { CommunityKey, ContentStatus } from '@heartwise/contracts';
import { type CommunityStamp, type CommunityView, PUBLIC_STAMP, sees } from '@heartwise/service-kit/domain';

/**
 * Who may see a thread or reply: everyone sees active content; its author also sees it while a
 * moderator has it (flagged), so they know it waits. Archived content is hidden from everyone,
 * its author too. Held content is never shown to anyone else, not even behind a click.
 */
export function isVisibleTo(content: { userId: string; status: ContentStatus }, readerId: string): boolean {
  return content.status === 'active' || (content.status === 'flagged' && content.userId === readerId);
}

/** The community a thread or reply was posted in, as stored on it (issue 16). */
export interface Stamped {
  community?: CommunityKey;
  organizationId?: string | null;
}

/** Its stamp; content posted before districts has none and is public. */
export const stampOfContent = (content: Stamped): CommunityStamp =>
  content.community
    ? { community: content.community, organizationId: content.organizationId ?? null }
    : PUBLIC_STAMP;

/** A member as the forum shows them content: themselves, their community, and the people blocks hide. */
export interface Viewer {
  id: string;
  /** People they blocked or who blocked them: neither sees the other's threads or replies. */
  hidden: ReadonlySet<string>;
  /** The communities whose content they may see (issue 16): their own; a district's for its moderators. */
  community: CommunityView;
}

/**
 * What a member sees: `isVisibleTo`, within their community, minus the content of people a block
 * hides from them. Content of another community is treated as missing (404), never as forbidden.
 */
export function isShownTo(
  content: { userId: string; status: ContentStatus } & Stamped,
  viewer: Viewer,
): boolean {
  return (
    isVisibleTo(content, viewer.id) &&
    sees(viewer.community, stampOfContent(content)) &&
    !viewer.hidden.has(content.userId)
  );
}
