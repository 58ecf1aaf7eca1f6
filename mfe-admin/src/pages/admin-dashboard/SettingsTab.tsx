import type { BackoffSettings } from '@heartwise/contracts';
import { Card, LoadFailed, Spinner } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { identitySettingsQuery } from '../../api/figures.js';
import { formatDuration } from '../../components/format.js';

// One column on a phone (each name above its value), two from 640 px.
const Settings = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd + dt {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  @media (min-width: 640px) {
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    dd + dt {
      margin-top: 0;
    }
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

/** A growing-wait rule in words: "after 5 failed sign-ins, each next try waits 1 second, then …". */
const waits = (rule: BackoffSettings, tries: string) =>
  `after ${rule.freeTries} ${tries}, each next try waits 1 second, then twice as long each time, up to ${formatDuration(rule.maxDelaySeconds)}`;

/** Settings: what the services actually enforce, read-only. */
export function SettingsTab() {
  const settings = useQuery(identitySettingsQuery);
  if (settings.isPending) return <Spinner label="Loading settings..." showLabel />;
  if (settings.isError) return <LoadFailed what="the settings" onRetry={() => void settings.refetch()} />;
  const { sessionLifetimeSeconds, password, signInLimits, signUpLimits } = settings.data;
  return (
    <Card>
      <Settings aria-label="Configured settings">
        <dt>Session lifetime</dt>
        <dd>{`${formatDuration(sessionLifetimeSeconds)}, then members sign in again`}</dd>
        <dt>Password policy</dt>
        <dd>
          {`${password.minLength} to ${password.maxLength} characters, and hard to guess (at least ${(10 ** password.minGuessesLog10).toLocaleString('en-US')} guesses): common and breached passwords, keyboard patterns and a member's own name or email are refused`}
        </dd>
        <dt>Sign-in slowing</dt>
        <dd>
          <ul>
            <li>{`No lockouts: one account from one device or address — ${waits(signInLimits.perDevice, 'failed sign-ins')}`}</li>
            <li>{`One account from everywhere — ${waits(signInLimits.perAccount, 'failed sign-ins')}`}</li>
            <li>{`One address across all accounts (a school shares one) — ${waits(signInLimits.perAddress, 'failed sign-ins')}`}</li>
            <li>{`A device that signed in to the account within ${formatDuration(signInLimits.knownDeviceDays * 86_400)} skips the waits strangers caused; failures are forgotten after ${formatDuration(signInLimits.perDevice.windowSeconds)}`}</li>
          </ul>
        </dd>
        <dt>Sign-up limits</dt>
        <dd>{`Per address within ${formatDuration(signUpLimits.windowSeconds)}: ${waits(signUpLimits, 'sign-ups')}`}</dd>
      </Settings>
    </Card>
  );
}
