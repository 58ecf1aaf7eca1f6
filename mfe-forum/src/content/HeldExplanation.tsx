import type { Reply, SupportNotice, ThreadSummary } from '@heartwise/contracts';
import { styled } from 'styled-components';
import type { ForumContent } from '../api/content.js';
import { SupportPanel } from '../support/SupportPanel.js';
import { EditRequestPanel } from './EditRequestPanel.js';
import { heldReason } from './threadPreview.js';

const Note = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.infoSoftText};
`;

/**
 * Under the author's own held post: why only they can see it, from its `heldNote`. Waiting for a
 * first review needs no more than its badge.
 */
export function HeldExplanation({
  kind,
  content,
  onNotice,
}: {
  kind: ForumContent;
  content: ThreadSummary | Reply;
  onNotice: (notice: SupportNotice) => void;
}) {
  const reason = heldReason(content);
  const note = content.heldNote;
  switch (reason) {
    case 'edit-requested':
      return (
        <EditRequestPanel
          kind={kind}
          id={content.id}
          threadId={'threadId' in content ? content.threadId : content.id}
          message={note?.message}
          content={content.content}
          onNotice={onNotice}
        />
      );
    case 'edit-review':
      return <Note>Your edit is waiting for a moderator. Only you can see it until then.</Note>;
    case 'support':
      return note ? <SupportPanel kind={kind} id={content.id} note={note} /> : null;
    case 'review':
    case null:
      return null;
  }
}
