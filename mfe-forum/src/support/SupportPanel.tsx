import { authorNoticeFor, type HeldNote } from '@heartwise/contracts';
import { HelplineList, Spinner } from '@heartwise/ui-kit';
import { useHelplines } from '@heartwise/web-runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { ForumContent } from '../api/content.js';
import { forumKeys } from '../api/keys.js';
import { noun } from '../content/threadPreview.js';
import { AskForHelpDialog } from './AskForHelpDialog.js';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  overflow-wrap: anywhere;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
  }
`;

const TheirWords = styled.figure`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  figcaption {
    font-weight: 600;
  }
  blockquote {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/**
 * On a post a moderator kept private with support. Only its author ever gets it (the forum sends
 * `heldNote` on the caller's own content only): kind words, the moderator's message, people to
 * reach, and a way to ask a moderator for help.
 */
export function SupportPanel({ kind, id, note }: { kind: ForumContent; id: string; note: HeldNote }) {
  const headingId = useId();
  const { helplines, loading } = useHelplines();
  const queryClient = useQueryClient();
  const [askedNow, setAskedNow] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  // Always a notice for 'support'; the fallback only satisfies the type.
  const words = authorNoticeFor('support', 'crisis', noun[kind]) ?? {
    title: `A moderator read your ${noun[kind]}`,
    message: '',
  };
  const asked = askedNow || note.helpRequestedAt !== undefined;

  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{words.title}</h3>
      <p>{words.message}</p>
      {note.message?.trim() ? (
        <TheirWords>
          <figcaption>A message from the moderator</figcaption>
          <blockquote>{note.message}</blockquote>
        </TheirWords>
      ) : null}
      {loading ? (
        <Spinner label="Finding people you can reach..." showLabel />
      ) : (
        <HelplineList helplines={helplines} />
      )}
      <div role="status" ref={status} tabIndex={-1}>
        {asked ? <p>A moderator will follow up with you here.</p> : null}
      </div>
      {asked ? null : (
        <AskForHelpDialog
          kind={kind}
          id={id}
          onAsked={() => {
            setAskedNow(true);
            void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
          }}
          focusAfterAsking={() => status.current}
        />
      )}
    </Panel>
  );
}
