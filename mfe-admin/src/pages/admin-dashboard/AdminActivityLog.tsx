import { AdminActivityKind, DistrictActivityKind, type AuditKind } from '@heartwise/contracts';
import { Button, Input, Label, LoadFailed, Select, Stack } from '@heartwise/ui-kit';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { adminActivityQuery, type AdminActivityFilter } from '../../api/admin-activity.js';
import { adminUsersQuery } from '../../api/users.js';
import { fullName } from '../user-management/roles.js';
import { AdminActivityList } from './AdminActivityList.js';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/** The log's kinds in the words an admin would look for. */
const kindLabel: Record<AuditKind, string> = {
  'role-changed': 'Role changes',
  'user-deleted': 'Accounts deleted',
  'staff-created': 'Staff accounts created',
  'link-approved': 'Links approved',
  'link-rejected': 'Link requests rejected',
  'member-deactivated': 'District: people deactivated',
  'member-reactivated': 'District: people reactivated',
  'roster-import-applied': 'District: roster imports',
  'roster-import-rolled-back': 'District: imports rolled back',
  'activation-codes-issued': 'District: activation codes',
  'org-settings-changed': 'District: settings changed',
};
const kinds: AuditKind[] = [...AdminActivityKind.options, ...DistrictActivityKind.options];
const isKind = (value: string): value is AuditKind => (kinds as string[]).includes(value);

/** The start of a local calendar day ("2026-11-21") as an instant; `plusDays` moves it. */
const startOfDay = (day: string, plusDays = 0): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/** Platform admins and district admins: the people whose actions the log keeps (one page each). */
function useActors() {
  const admins = useQuery(adminUsersQuery({ role: 'admin', sort: 'name', direction: 'asc', pageSize: 100 }));
  const districtAdmins = useQuery(
    adminUsersQuery({ role: 'org-admin', sort: 'name', direction: 'asc', pageSize: 100 }),
  );
  return [...(admins.data?.users ?? []), ...(districtAdmins.data?.users ?? [])];
}

/**
 * The whole audit log (issue 19), newest first: narrowed by kind, by who acted and by dates (the
 * admin's own days), older entries a page at a time. The service filters and pages.
 */
export function AdminActivityLog() {
  const [kind, setKind] = useState<AuditKind | 'all'>('all');
  const [actorId, setActorId] = useState('all');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const ids = { kind: useId(), actor: useId(), from: useId(), to: useId() };
  const actors = useActors();

  const filter: AdminActivityFilter = {
    ...(kind === 'all' ? {} : { kind }),
    ...(actorId === 'all' ? {} : { actorId }),
    ...(fromDay ? { from: startOfDay(fromDay) } : {}),
    // Through the end of the chosen day.
    ...(toDay ? { to: startOfDay(toDay, 1) } : {}),
  };
  const backwards = fromDay && toDay && fromDay > toDay;
  const log = useInfiniteQuery({ ...adminActivityQuery(filter), enabled: !backwards });
  const entries = log.data?.pages.flatMap((page) => page.entries);
  const filtered = Object.keys(filter).length > 0;

  return (
    <Stack gap={4}>
      <Filters role="search" aria-label="Filter the admin activity">
        <Stack gap={2}>
          <Label htmlFor={ids.kind}>Action</Label>
          <Select
            id={ids.kind}
            value={kind}
            onChange={(event) => setKind(isKind(event.target.value) ? event.target.value : 'all')}
          >
            <option value="all">All actions</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {kindLabel[value]}
              </option>
            ))}
          </Select>
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={ids.actor}>Done by</Label>
          <Select id={ids.actor} value={actorId} onChange={(event) => setActorId(event.target.value)}>
            <option value="all">Anyone</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {`${fullName(actor)} (@${actor.username})`}
              </option>
            ))}
          </Select>
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={ids.from}>From</Label>
          <Input
            id={ids.from}
            type="date"
            value={fromDay}
            onChange={(event) => setFromDay(event.target.value)}
          />
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={ids.to}>To</Label>
          <Input
            id={ids.to}
            type="date"
            value={toDay}
            aria-invalid={backwards ? true : undefined}
            aria-describedby={backwards ? `${ids.to}-error` : undefined}
            onChange={(event) => setToDay(event.target.value)}
          />
        </Stack>
      </Filters>
      {backwards ? (
        <p id={`${ids.to}-error`} role="alert">
          The start of the date range must be before its end.
        </p>
      ) : log.isError && !entries ? (
        <LoadFailed what="the admin activity" onRetry={() => void log.refetch()} />
      ) : filtered && entries?.length === 0 ? (
        <p>No admin activity matches these filters.</p>
      ) : (
        <AdminActivityList entries={entries} />
      )}
      {log.hasNextPage ? (
        <Button
          type="button"
          variant="secondary"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
          style={{ alignSelf: 'flex-start' }}
        >
          {log.isFetchingNextPage ? 'Loading older entries...' : 'Show older entries'}
        </Button>
      ) : null}
      {log.isFetchNextPageError ? (
        <p role="alert">We couldn't load older entries. Please try again in a moment.</p>
      ) : null}
    </Stack>
  );
}
