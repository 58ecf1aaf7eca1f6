import { defaultHelplines } from '@heartwise/contracts';
import { Button, GET_HELP_NOW, HELP_INTRO, HelplineList } from '@heartwise/ui-kit';
import { Helplines, helplinesQuery } from '@heartwise/web-runtime';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';

// The dialog (Radix, from the overlays entry) loads when it is first asked for: a visitor's first
// page only needs the button.
const HelplinesDialog = lazy(() =>
  import('@heartwise/ui-kit/overlays').then((overlays) => ({ default: overlays.HelplinesDialog })),
);

/** Where the page without JavaScript shows its helplines (its link's target). */
export const STATIC_HELP_ID = 'get-help';

const noSubscription = () => () => undefined;
/** False while the page is rendered ahead of time (the prerendered /landing runs no script). */
const useScriptsRun = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

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
function StaticHelp() {
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

/**
 * "Get help now" in the header of every page, for everyone, signed in or not: the helplines in a
 * dialog (ui-kit's HelplinesDialog, the one the check-in overlays carry too). The list is fetched
 * as soon as the button is pointed at or focused, so it is usually there when the dialog opens.
 */
export function GetHelpNow() {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const scriptsRun = useScriptsRun();
  if (!scriptsRun) return <StaticHelp />;
  const prefetch = () => void queryClient.prefetchQuery(helplinesQuery);
  const button = (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setAsked(true)}
    >
      {GET_HELP_NOW}
    </Button>
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <HelplinesDialog defaultOpen>
        <Helplines />
      </HelplinesDialog>
    </Suspense>
  );
}
