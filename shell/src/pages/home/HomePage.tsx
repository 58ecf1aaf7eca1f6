import { PageSpinner } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { Navigate } from 'react-router-dom';
import { RemotePage } from '../../remotes/RemotePage.js';
import { roleDashboard } from '../../session/roles.js';
import { LazyLandingPage } from '../landing/LazyLandingPage.js';

/**
 * `/`: the landing page for visitors, the signed-in person's dashboard otherwise (SPEC §2). A youth
 * has one home, /youth/dashboard, which holds everything this page would (issue 19): / sends them
 * there rather than drawing a second, overlapping dashboard.
 */
export function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Loading your dashboard..." />;
  if (user?.role === 'youth') return <Navigate to={roleDashboard.youth} replace />;
  return user ? <RemotePage id="wellness/HomeDashboard" title="Dashboard" /> : <LazyLandingPage />;
}
