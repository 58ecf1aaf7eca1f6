import { Card, LoadFailed, Spinner, useSignedOutRedirect } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { identitySettingsQuery } from '../../api/figures.js';
import { formatDuration } from '../../components/format.js';

const Settings = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** Settings: what the services actually enforce, read-only. */
export function SettingsTab() {
  const settings = useQuery(identitySettingsQuery);
  useSignedOutRedirect(settings.error);
  if (settings.isPending) return <Spinner label="Loading settings..." showLabel />;
  if (settings.isError) return <LoadFailed what="the settings" onRetry={() => void settings.refetch()} />;
  const { sessionLifetimeSeconds, password, signInLimits } = settings.data;
  return (
    <Card>
      <Settings aria-label="Configured settings">
        <dt>Session lifetime</dt>
        <dd>{`${formatDuration(sessionLifetimeSeconds)}, then members sign in again`}</dd>
        <dt>Password policy</dt>
        <dd>{`${password.minLength} to ${password.maxLength} characters`}</dd>
        <dt>Sign-in rate limits</dt>
        <dd>
          {`${signInLimits.failuresPerAccount} failed sign-ins per account and ${signInLimits.failuresPerAddress} per address within ${formatDuration(signInLimits.windowSeconds)}; then sign-in pauses until that time has passed`}
        </dd>
      </Settings>
    </Card>
  );
}
