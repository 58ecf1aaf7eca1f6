import type { Reply, SupportNotice, ThreadSummary } from '@heartwise/contracts';
import { styled } from 'styled-components';
import type { ForumContent } from '../api/content.js';
import { BlockButton } from './BlockButton.js';
import { DeleteOwnButton } from './DeleteOwnButton.js';
import { EditOwnButton } from './EditOwnButton.js';
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
 * A post's or reply's buttons: its author edits it (while it is published: held words wait for a
 * moderator as they are) and deletes it; staff take it down; anyone else reports it or blocks its
 * author.
 */
export function PostActions({
  kind,
  content,
  threadId,
  viewer,
  onGone,
  onNotice,
}: {
  kind: ForumContent;
  content: ThreadSummary | Reply;
  threadId: string;
  viewer: Viewer;
  /** It left this reader's page (deleted, or its author blocked). */
  onGone: () => void;
  /** An edit brought a support notice (screening held it, or found crisis words). */
  onNotice: (notice: SupportNotice) => void;
}) {
  const name = contentName(kind, content);
  if (content.mine) {
    return (
      <Row>
        {content.status === 'active' && !viewer.muted ? (
          <EditOwnButton
            kind={kind}
            id={content.id}
            threadId={threadId}
            content={content.content}
            onNotice={onNotice}
          />
        ) : null}
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
