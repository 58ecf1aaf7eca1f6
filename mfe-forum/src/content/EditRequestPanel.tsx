import type { SupportNotice } from '@heartwise/contracts';
import { Button, toast } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import type { ForumContent } from '../api/content.js';
import { EditWordsDialog } from './EditWordsDialog.js';
import { noun } from './threadPreview.js';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningSoftText};
  button {
    align-self: flex-start;
  }
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Reason = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** When a moderator asked for an edit without saying what to change. */
const NO_MESSAGE = 'A moderator would like you to change a few words before others can see it.';

/**
 * Shown to the author only: a moderator asked them to edit this post or reply, and what to change.
 * Their edit is screened like a new post and waits for a moderator before others see it.
 */
export function EditRequestPanel({
  kind,
  id,
  threadId,
  message,
  content,
  onNotice,
}: {
  kind: ForumContent;
  id: string;
  threadId: string;
  /** What the moderator asked them to change. */
  message: string | undefined;
  content: string;
  onNotice?: (notice: SupportNotice) => void;
}) {
  const headingId = useId();
  const reason = message?.trim() || NO_MESSAGE;

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{`A moderator asked you to edit your ${noun[kind]}`}</Heading>
      <Reason>{reason}</Reason>
      <p>Only you can see it. Once you edit it, a moderator reads your edit before others see it.</p>
      <EditWordsDialog
        kind={kind}
        id={id}
        threadId={threadId}
        content={content}
        description={reason}
        trigger={
          <Button type="button" size="sm" variant="secondary">
            {`Edit ${noun[kind]}`}
          </Button>
        }
        onSaved={(edited) => {
          if (edited.notice) onNotice?.(edited.notice);
          else
            toast({
              title: `Thank you! A moderator will read your edit before others see your ${noun[kind]}.`,
            });
        }}
      />
    </Panel>
  );
}
