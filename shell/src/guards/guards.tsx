import type { Role } from '@heartwise/contracts';
import { Button, Card, CardDescription, CardTitle, Container, PageSpinner } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { roleDashboard } from '../session/roles.js';

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Container>
      <Card role="alert" style={{ margin: '3rem auto', maxWidth: '32rem' }}>
        <CardTitle as="h1">We couldn't check that you're signed in</CardTitle>
        <CardDescription>Please try again in a moment, or sign in again.</CardDescription>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button type="button" onClick={onRetry}>
            Try again
          </Button>
          <Button as={Link} to="/auth" variant="secondary">
            Go to sign in
          </Button>
        </div>
      </Card>
    </Container>
  );
}

/**
 * A protected route (SPEC §2): a spinner while the user loads, /auth when nobody is signed in.
 * With `allow`, a signed-in user of another role goes to their own dashboard.
 */
export function RequireUser({ allow }: { allow?: readonly Role[] }) {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  if (isPending) return <PageSpinner label="Loading..." />;
  if (isError) return <SessionCheckFailed onRetry={() => void refetch()} />;
  if (!user) return <Navigate to="/auth" replace />;
  if (allow && !allow.includes(user.role))
    return <Navigate to={roleDashboard[user.role] ?? '/auth'} replace />;
  return <Outlet />;
}
