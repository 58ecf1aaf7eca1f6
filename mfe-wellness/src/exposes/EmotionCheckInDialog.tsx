import type { EmotionCheckInDialogProps } from '@heartwise/web-runtime';
import { RemoteRoot } from '@heartwise/web-runtime';
import { EmotionCheckInDialog } from '../checkins/EmotionCheckInDialog.js';

/** Opened by other remotes (mfe-forum's new-discussion flow) through `RemoteComponent`. */
export default function EmotionCheckInDialogRemote(props: EmotionCheckInDialogProps) {
  return (
    <RemoteRoot name="wellness">
      <EmotionCheckInDialog {...props} />
    </RemoteRoot>
  );
}
