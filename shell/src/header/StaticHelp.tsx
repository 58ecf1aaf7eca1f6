import { defaultHelplines } from '@heartwise/contracts';
import { Button, GET_HELP_NOW, HELP_INTRO, HelplineList } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';

/** Where the page without JavaScript shows its helplines (its link's target). */
export const STATIC_HELP_ID = 'get-help';

// Hidden until its link is followed (:target), so it works on a page with no script at all.
const StaticPanel = styled.section`
  display: none;
  &:target {
    position: fixed;
    z-index: 40;
    top: 5rem;
    right: ${({ theme }) => theme.space[4]};
    left: ${({ theme }) => theme.space[4]};
    max-width: 26rem;
    max-height: calc(100vh - 6rem);
    margin-left: auto;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.popover};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

/** The prerendered page's help: a link to a panel of the built-in helplines, no script needed. */
export default function StaticHelp() {
  const title = useId();
  return (
    <>
      <Button as="a" href={`#${STATIC_HELP_ID}`} variant="secondary" size="sm">
        {GET_HELP_NOW}
      </Button>
      <StaticPanel id={STATIC_HELP_ID} aria-labelledby={title}>
        <h2 id={title}>{GET_HELP_NOW}</h2>
        <p>{HELP_INTRO}</p>
        <HelplineList helplines={defaultHelplines} />
        <a href="#main">Close</a>
      </StaticPanel>
    </>
  );
}
