import { Button, GET_HELP_NOW } from '@heartwise/ui-kit';
import { effectiveHelplineCountry, Helplines, helplinesQueryFor } from '@heartwise/web-runtime';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// The dialog (Radix, from the overlays entry) loads when it is first asked for: a visitor's first
// page only needs the button.
const HelplinesDialog = lazy(() =>
  import('@heartwise/ui-kit/overlays').then((overlays) => ({ default: overlays.HelplinesDialog })),
);

// Only pages drawn at build time render it (the browser's app never does): off every first load.
const StaticHelp = lazy(() => import('./StaticHelp.js'));

const noSubscription = () => () => undefined;
/** False while the page is rendered ahead of time (the prerendered /landing runs no script). */
const useScriptsRun = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * "Get help now" in the header of every page, for everyone, signed in or not: the helplines in a
 * dialog (ui-kit's HelplinesDialog, the one the check-in overlays carry too). The list is fetched
 * as soon as the button is pointed at or focused, so it is usually there when the dialog opens.
 */
export function GetHelpNow() {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const scriptsRun = useScriptsRun();
  if (!scriptsRun)
    return (
      <Suspense fallback={null}>
        <StaticHelp />
      </Suspense>
    );
  const prefetch = () => void queryClient.prefetchQuery(helplinesQueryFor(effectiveHelplineCountry()));
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
