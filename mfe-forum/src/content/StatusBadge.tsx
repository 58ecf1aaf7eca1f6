import type { HeldNote, ThreadSummary } from '@heartwise/contracts';
import { Badge } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { heldReason } from './threadPreview.js';

/** A badge's words may be longer than a narrow phone is wide: they wrap instead of pushing it sideways. */
const Mark = styled(Badge)`
  white-space: normal;
`;

const authorBadges: Record<
  HeldNote['reason'],
  { tone: 'neutral' | 'warning' | 'accent'; text: string; title: string }
> = {
  review: {
    tone: 'neutral',
    text: 'Waiting for a moderator',
    title: 'Only you can see this until a moderator has read it',
  },
  'edit-requested': {
    tone: 'warning',
    text: 'Edit requested',
    title: 'Only you can see this until you edit it',
  },
  'edit-review': {
    tone: 'neutral',
    text: 'Waiting for a moderator',
    title: 'Only you can see your edit until a moderator has read it',
  },
  support: { tone: 'accent', text: 'Only you can see this', title: 'A moderator kept this private for you' },
};

interface Shown {
  mine: boolean;
  status: ThreadSummary['status'];
  heldNote?: HeldNote | undefined;
}

/**
 * Why a post is not shown to everyone, calmly. Its author sees why only they can see it; staff,
 * who see every status, see which posts others cannot. Nothing for what everyone sees.
 */
export function StatusBadge({ content, staff = false }: { content: Shown; staff?: boolean }) {
  const reason = heldReason(content);
  if (reason) {
    const badge = authorBadges[reason];
    return (
      <Mark tone={badge.tone} title={badge.title}>
        {badge.text}
      </Mark>
    );
  }
  if (!staff || content.status === 'active') return null;
  return content.status === 'archived' ? (
    <Mark tone="danger">Taken down</Mark>
  ) : (
    <Mark tone="warning">Held — only its author sees it</Mark>
  );
}
