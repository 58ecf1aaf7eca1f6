import type { SupportNotice } from '@heartwise/contracts';
import { Button, usePortalContainer, VisuallyHidden } from '@heartwise/ui-kit';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';

const Panel = styled.aside`
  position: fixed;
  z-index: 60;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  max-width: 26rem;
  margin-left: auto;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Helplines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The support words a save can bring back (a very strong, hard feeling). Shown at once beside the
 * page, never over it: the person can read, follow a helpline, or carry on. Announced as an alert.
 */
export function SupportNoticePanel({ notice, onDismiss }: { notice: SupportNotice; onDismiss: () => void }) {
  const container = usePortalContainer();
  const titleId = useId();
  const panel = (
    <Panel role="alert" aria-labelledby={titleId}>
      <Title id={titleId}>{notice.title}</Title>
      <p>{notice.message}</p>
      <Helplines aria-label="People you can reach">
        {notice.helplines.map((helpline) => (
          <li key={helpline.name}>
            {helpline.url ? (
              <a href={helpline.url} target="_blank" rel="noopener noreferrer">
                {helpline.name}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            ) : (
              <strong>{helpline.name}</strong>
            )}
            : {helpline.contact}
          </li>
        ))}
      </Helplines>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={onDismiss}
        style={{ alignSelf: 'flex-end' }}
      >
        Close
      </Button>
    </Panel>
  );
  return container ? createPortal(panel, container) : panel;
}
