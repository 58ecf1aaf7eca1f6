import { HelplinesDialog } from '@heartwise/ui-kit/overlays';
import { Helplines } from '@heartwise/web-runtime';
import { styled } from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * "Get help now" inside a must-answer overlay: while it is open the rest of the page (the header's
 * help included) cannot be reached, so the helplines open from here, on top of it.
 */
export function HelpInOverlay() {
  return (
    <Row>
      <span>Need to talk to someone?</span>
      <HelplinesDialog>
        <Helplines />
      </HelplinesDialog>
    </Row>
  );
}
