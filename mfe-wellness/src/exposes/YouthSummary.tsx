import { RemoteRoot } from '@heartwise/web-runtime';
import { YouthSummaryPage } from '../pages/youth-summary/YouthSummaryPage.js';

/** Mounted by the shell at /parent/youth-summary. */
export default function YouthSummaryRemote() {
  return (
    <RemoteRoot name="wellness">
      <YouthSummaryPage />
    </RemoteRoot>
  );
}
