import { PageSpinner } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { RemotePage } from '../../remotes/RemotePage.js';
import { LazyLandingPage } from '../landing/LazyLandingPage.js';

/** `/`: the landing page for visitors, the signed-in person's dashboard otherwise (SPEC §2). */
export function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Loading your dashboard..." />;
  return user ? <RemotePage id="wellness/HomeDashboard" title="Dashboard" /> : <LazyLandingPage />;
}
