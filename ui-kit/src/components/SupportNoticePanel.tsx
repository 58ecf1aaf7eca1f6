import type { SupportNotice } from '@heartwise/contracts';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { css, styled } from 'styled-components';
import { usePortalContainer } from '../scope/AppScope.js';
import { Button } from './Button.js';
import { HelplineList } from '../support/HelplineList.js';

// Beside the page when the dialog that brought it has closed; in the page where it was posted.
const floatingPlacement = css`
  position: fixed;
  z-index: 60;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  max-width: 26rem;
  margin-left: auto;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Panel = styled.section<{ $kind: SupportNotice['kind']; $floating: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme, $kind }) => ($kind === 'review' ? theme.colors.border : theme.colors.accent)};
  background: ${({ theme, $kind }) => ($kind === 'review' ? theme.colors.infoSoft : theme.colors.accentSoft)};
  ${({ $floating }) => ($floating ? floatingPlacement : '')}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

export interface SupportNoticePanelProps {
  notice: SupportNotice;
  onDismiss: () => void;
  /** In a corner beside the page (after a dialog closed) rather than in the page's flow. */
  floating?: boolean;
}

/**
 * The support words a save can bring back (a very strong hard feeling, crisis words in a post, a
 * post held for review): shown at once, never as a modal that blocks the page, focused and
 * announced so it is seen and heard first, with people to reach.
 */
export function SupportNoticePanel({ notice, onDismiss, floating = false }: SupportNoticePanelProps) {
  const container = usePortalContainer();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, [notice]);

  const content = (
    <Panel
      ref={panel}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      $kind={notice.kind}
      $floating={floating}
    >
      <h2 id={titleId}>{notice.title}</h2>
      <p>{notice.message}</p>
      {notice.helplines.length > 0 ? <HelplineList helplines={notice.helplines} /> : null}
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
  return floating && container ? createPortal(content, container) : content;
}
