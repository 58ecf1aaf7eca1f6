import { RemoteRoot } from '@heartwise/web-runtime';
import { PausePostPreview } from '../pages/pause-post-preview/PausePostPreview.js';

/** The dashboard's Pause & Post section, rendered by mfe-wellness through `RemoteComponent`. */
export default function PausePostPreviewRemote() {
  return (
    <RemoteRoot name="forum">
      <PausePostPreview />
    </RemoteRoot>
  );
}
