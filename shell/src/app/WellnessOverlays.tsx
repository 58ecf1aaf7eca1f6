import { RemoteComponent, useCurrentUser } from '@heartwise/web-runtime';

/**
 * SPEC's global overlays (quick check-in, the automatic pre/post-post flow, reflection), from
 * mfe-wellness. Only for youth and parents, whose dashboards hold the check-ins: staff at work on
 * the queue are not stopped by a dialog they cannot dismiss. Nothing shows if the remote is down.
 */
export function WellnessOverlays() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'youth' && user?.role !== 'parent') return null;
  return <RemoteComponent id="wellness/GlobalOverlays" props={{}} fallback={null} />;
}
