import { Muted } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { queueAgeQuery } from '../../api/queue-age.js';
import { formatUptime } from '../../components/format.js';

const Age = styled.time`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

/**
 * "Oldest waiting: 2 h 5 min" (issue 19): the service finds the longest-waiting pending item over
 * the whole queue and says how long; the moment it started waiting is on hover.
 */
export function OldestWaiting() {
  const age = useQuery(queueAgeQuery);
  if (age.isError) return <Muted>We couldn't load how long items have waited.</Muted>;
  if (!age.data) return <Muted aria-busy="true">Oldest waiting: …</Muted>;
  const { oldestWaitingSince: since, oldestWaitingMinutes: minutes } = age.data;
  if (since === null || minutes === null) return <Muted>Nothing is waiting for review.</Muted>;
  return (
    <Muted>
      {'Oldest waiting: '}
      <Age dateTime={since} title={new Date(since).toLocaleString()}>
        {formatUptime(minutes * 60)}
      </Age>
    </Muted>
  );
}
