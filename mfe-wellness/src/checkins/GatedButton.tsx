import { Button } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

/**
 * A submit button that is announced as unavailable (aria-disabled) but stays focusable and
 * clickable, so pressing it early can say why (SPEC §5's 'Please select an emotion' toasts).
 */
export const GatedButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
