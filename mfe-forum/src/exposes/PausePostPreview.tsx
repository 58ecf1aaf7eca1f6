import { RemoteRoot } from '@heartwise/web-runtime';
import { ParentsForumCard, YouthForumOnly } from '../youth-only/YouthForumOnly.js';
import { PausePostPreview } from '../pages/pause-post-preview/PausePostPreview.js';

/** The dashboard's Pause & Post section, rendered by mfe-wellness through `RemoteComponent`. */
export default function PausePostPreviewRemote() {
  return (
    <RemoteRoot name="forum">
      <YouthForumOnly instead={<ParentsForumCard />}>
        <PausePostPreview />
      </YouthForumOnly>
    </RemoteRoot>
  );
}
