import { RemoteRoot } from '@heartwise/web-runtime';
import { GlobalOverlays } from '../overlays/GlobalOverlays.js';

/** Mounted once by the shell on every page, for signed-in youth and parents. */
export default function GlobalOverlaysRemote() {
  return (
    <RemoteRoot name="wellness">
      <GlobalOverlays />
    </RemoteRoot>
  );
}
