import type { Reply, ThreadSummary } from '@heartwise/contracts';
import { styled } from 'styled-components';
import type { ForumContent } from '../api/content.js';
import { BlockButton } from './BlockButton.js';
import { DeleteOwnButton } from './DeleteOwnButton.js';
import { ReportButton } from './ReportButton.js';
import { TakeDownButton } from './TakeDownButton.js';
import { contentName } from './threadPreview.js';

/** Who is reading, as far as a post's buttons care. */
export interface Viewer {
  /** A moderator or admin: they take things down rather than report or block. */
  staff: boolean;
  /** Muted members may read but not report (the forum would refuse): no button that cannot work. */
  muted: boolean;
}

/** On a narrow phone the buttons wrap onto a second line rather than push the page sideways. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * A post's or reply's buttons: its author deletes it; staff take it down; anyone else reports it
 * or blocks its author.
 */
export function PostActions({
  kind,
  content,
  threadId,
  viewer,
  onGone,
}: {
  kind: ForumContent;
  content: ThreadSummary | Reply;
  threadId: string;
  viewer: Viewer;
  /** It left this reader's page (deleted, or its author blocked). */
  onGone: () => void;
}) {
  const name = contentName(kind, content);
  if (content.mine) {
    return (
      <Row>
        <DeleteOwnButton kind={kind} id={content.id} threadId={threadId} onDeleted={onGone} />
      </Row>
    );
  }
  if (viewer.staff) {
    return content.status === 'archived' ? null : (
      <Row>
        <TakeDownButton kind={kind} id={content.id} threadId={threadId} name={name} />
      </Row>
    );
  }
  return (
    <Row>
      {viewer.muted ? null : (
        <ReportButton kind={kind} id={content.id} name={name} reportedByMe={content.reportedByMe} />
      )}
      <BlockButton kind={kind} id={content.id} firstName={content.user.firstName} onBlocked={onGone} />
    </Row>
  );
}
