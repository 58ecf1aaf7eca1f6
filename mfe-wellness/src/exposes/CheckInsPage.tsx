import { RemoteRoot } from '@heartwise/web-runtime';
import { CheckInsPage } from '../pages/checkins/CheckInsPage.js';

/** Mounted by the shell at /youth/checkins and /parent/checkins. */
export default function CheckInsPageRemote() {
  return (
    <RemoteRoot name="wellness">
      <CheckInsPage />
    </RemoteRoot>
  );
}
