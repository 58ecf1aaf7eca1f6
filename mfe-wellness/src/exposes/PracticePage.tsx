import { RemoteRoot } from '@heartwise/web-runtime';
import { PracticePage } from '../pages/practice/PracticePage.js';

/** Mounted by the shell at /youth/practice and /parent/practice. */
export default function PracticePageRemote() {
  return (
    <RemoteRoot name="wellness">
      <PracticePage />
    </RemoteRoot>
  );
}
