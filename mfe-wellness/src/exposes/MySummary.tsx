import { RemoteRoot } from '@heartwise/web-runtime';
import { MySummaryCard } from '../pages/youth-summary/MySummaryCard.js';

/** Rendered by the shell on /profile for youth: 'What your parent can see'. */
export default function MySummaryRemote() {
  return (
    <RemoteRoot name="wellness">
      <MySummaryCard />
    </RemoteRoot>
  );
}
