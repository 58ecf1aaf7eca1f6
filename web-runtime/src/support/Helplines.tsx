import { HelplineList, Spinner } from '@heartwise/ui-kit';
import { useHelplines } from './helplines.js';

/** The deployment's helplines, live (the built-in list when they cannot be read): what "Get help now" shows. */
export function Helplines() {
  const { helplines, loading } = useHelplines();
  return loading ? (
    <Spinner label="Finding people you can reach..." showLabel />
  ) : (
    <HelplineList helplines={helplines} />
  );
}
