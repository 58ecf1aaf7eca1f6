import { RemoteRoot } from '@heartwise/web-runtime';
import { EscalatedReview } from '../pages/escalated-review/EscalatedReview.js';

/** Mounted by the shell at /admin/review (and usable as the admin dashboard's Review tab). */
export default function EscalatedReviewRemote() {
  return (
    <RemoteRoot name="admin">
      <EscalatedReview />
    </RemoteRoot>
  );
}
