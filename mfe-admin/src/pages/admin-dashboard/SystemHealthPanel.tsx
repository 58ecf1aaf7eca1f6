import type { HealthServiceName, ServiceProbe } from '@heartwise/contracts';
import type { BadgeTone } from '@heartwise/ui-kit';
import { Badge, Card, LoadFailed, SectionTitle, formatMoment, Spinner, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { systemHealthQuery } from '../../api/figures.js';
import { formatUptime } from '../../components/format.js';

const serviceName: Record<HealthServiceName, string> = {
  identity: 'Accounts (identity)',
  wellness: 'Wellness',
  forum: 'Forum',
  moderation: 'Moderation',
};

const statusShown: Record<ServiceProbe['status'], { label: string; tone: BadgeTone }> = {
  ready: { label: 'Ready', tone: 'success' },
  unavailable: { label: 'Unavailable', tone: 'danger' },
  unreachable: { label: 'Unreachable', tone: 'danger' },
};

const Rows = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** The checks a service reported as failing ("database: timeout"), if any. */
const failedChecks = (probe: ServiceProbe): string =>
  Object.entries(probe.checks)
    .filter(([, result]) => result !== 'ok')
    .map(([check, result]) => `${check}: ${result}`)
    .join(', ');

const percent = (share: number): string => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

/** System health, as the gateway probed it just now: each service, its uptime, API latency and errors. */
export function SystemHealthPanel() {
  const health = useQuery(systemHealthQuery);

  return (
    <Stack as="section" gap={3} aria-labelledby="system-health-title">
      <SectionTitle id="system-health-title">System Health</SectionTitle>
      {health.isPending ? (
        <Spinner label="Checking the services..." showLabel />
      ) : health.isError ? (
        <LoadFailed what="the system's health" onRetry={() => void health.refetch()} />
      ) : (
        <Card>
          <Rows>
            {health.data.services.map((probe) => (
              <div key={probe.service} style={{ display: 'contents' }}>
                <dt>{serviceName[probe.service]}</dt>
                <dd>
                  <Badge tone={statusShown[probe.status].tone}>{statusShown[probe.status].label}</Badge>
                  <span>{`${Math.round(probe.latencyMs)} ms`}</span>
                  {failedChecks(probe) ? <span>{failedChecks(probe)}</span> : null}
                </dd>
              </div>
            ))}
            <dt>Uptime</dt>
            <dd>{formatUptime(health.data.gateway.uptimeSeconds)}</dd>
            <dt>API response time (median)</dt>
            <dd>
              {health.data.api.p50LatencyMs === null
                ? 'No requests yet'
                : `${Math.round(health.data.api.p50LatencyMs)} ms`}
            </dd>
            <dt>Error rate</dt>
            <dd>
              {health.data.api.errorRate === null
                ? 'No requests yet'
                : `${percent(health.data.api.errorRate)} of ${health.data.api.requests} requests`}
            </dd>
            <dt>Checked</dt>
            <dd>
              <time dateTime={health.data.checkedAt}>{formatMoment(health.data.checkedAt)}</time>
            </dd>
          </Rows>
        </Card>
      )}
    </Stack>
  );
}
