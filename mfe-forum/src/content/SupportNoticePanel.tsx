import type { SupportNotice } from '@heartwise/contracts';
import { Button, VisuallyHidden } from '@heartwise/ui-kit';
import { useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';

const Panel = styled.section<{ $kind: SupportNotice['kind'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme, $kind }) => ($kind === 'review' ? theme.colors.border : theme.colors.accent)};
  background: ${({ theme, $kind }) => ($kind === 'review' ? theme.colors.infoSoft : theme.colors.accentSoft)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Helplines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  strong {
    display: block;
  }
`;

/**
 * What svc-forum says back when screening held a post or found crisis words: shown at once, in the
 * page (never a modal that blocks it), focused so it is seen and heard first, with people to reach.
 */
export function SupportNoticePanel({ notice, onDismiss }: { notice: SupportNotice; onDismiss: () => void }) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, [notice]);

  return (
    <Panel ref={panel} role="alert" aria-labelledby={titleId} tabIndex={-1} $kind={notice.kind}>
      <h2 id={titleId}>{notice.title}</h2>
      <p>{notice.message}</p>
      {notice.helplines.length > 0 ? (
        <Helplines aria-label="People you can reach">
          {notice.helplines.map((helpline) => (
            <li key={helpline.name}>
              <strong>
                {helpline.url ? (
                  <a href={helpline.url} target="_blank" rel="noopener noreferrer">
                    {helpline.name}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                ) : (
                  helpline.name
                )}
              </strong>
              <span>{helpline.contact}</span>
            </li>
          ))}
        </Helplines>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={onDismiss}
        style={{ alignSelf: 'flex-start' }}
      >
        Close this message
      </Button>
    </Panel>
  );
}
