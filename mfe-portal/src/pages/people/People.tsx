import type { OrgPersonStatus, Role } from '@heartwise/contracts';
import { ORG_PEOPLE_PAGE_SIZE } from '@heartwise/contracts';
import {
  Button,
  Input,
  Label,
  LoadFailed,
  Muted,
  PageTitle,
  Select,
  Spinner,
  Stack,
} from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { OrgPerson } from '@heartwise/contracts';
import { myOrganizationQuery } from '../../api/organization.js';
import { peopleQuery } from '../../api/people.js';
import { DeactivateDialog } from './DeactivateDialog.js';
import { PeopleTable } from './PeopleTable.js';
import { ResendActivationDialog } from './ResendActivationDialog.js';
import { MIN_SEARCH, usePeopleFilter } from './usePeopleFilter.js';
import { districtRoles, roleLabel, statuses, statusLabel } from './words.js';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
`;

const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const isRole = (value: string): value is Role => (districtRoles as readonly string[]).includes(value);
const isStatus = (value: string): value is OrgPersonStatus => (statuses as readonly string[]).includes(value);

/** People (issue 16): find the district's people, turn them off and on, and resend activation codes. */
export function People() {
  const people = usePeopleFilter();
  const list = useQuery(peopleQuery(people.filter));
  const district = useQuery(myOrganizationQuery);
  const [deactivating, setDeactivating] = useState<OrgPerson | null>(null);
  const [resending, setResending] = useState<OrgPerson | null>(null);
  const ids = { search: useId(), school: useId(), role: useId(), status: useId() };

  const schools = district.data?.schools ?? [];
  const schoolName = new Map(schools.map((school) => [school.id, school.name]));
  const first = (people.page - 1) * ORG_PEOPLE_PAGE_SIZE + 1;

  return (
    <Stack gap={6}>
      <PageTitle>People</PageTitle>
      <Filters role="search">
        <Stack gap={2}>
          <Label htmlFor={ids.search}>Search</Label>
          <Input
            id={ids.search}
            type="search"
            placeholder="Name, username or email..."
            value={people.typed}
            aria-describedby={`${ids.search}-hint`}
            onChange={(event) => people.setTyped(event.target.value)}
          />
          <Muted id={`${ids.search}-hint`}>
            {people.tooShort
              ? `Type at least ${MIN_SEARCH} characters to search.`
              : 'Finds names that start with what you type.'}
          </Muted>
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={ids.school}>School</Label>
          <Select
            id={ids.school}
            value={people.schoolId}
            onChange={(event) => people.setSchoolId(event.target.value)}
          >
            <option value="">All schools</option>
            {schools.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}
              </option>
            ))}
          </Select>
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={ids.role}>Role</Label>
          <Select
            id={ids.role}
            value={people.role}
            onChange={(event) => people.setRole(isRole(event.target.value) ? event.target.value : '')}
          >
            <option value="">All roles</option>
            {districtRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabel[role]}
              </option>
            ))}
          </Select>
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={ids.status}>Status</Label>
          <Select
            id={ids.status}
            value={people.status}
            onChange={(event) => people.setStatus(isStatus(event.target.value) ? event.target.value : '')}
          >
            <option value="">Any status</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel[status]}
              </option>
            ))}
          </Select>
        </Stack>
      </Filters>
      {list.isPending ? (
        <Spinner label="Loading people..." showLabel />
      ) : list.isError ? (
        <LoadFailed what="the people" onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap={3} aria-busy={list.isPlaceholderData}>
          <PeopleTable
            people={list.data.people}
            total={list.data.total}
            schoolName={(schoolId) => (schoolId ? (schoolName.get(schoolId) ?? '') : '')}
            onDeactivate={setDeactivating}
            onResend={setResending}
          />
          {list.data.total > 0 ? (
            <Paging aria-label="Pages of people">
              <Muted role="status">
                {`Showing ${first}–${first + list.data.people.length - 1} of ${list.data.total}`}
              </Muted>
              <Stack gap={2} style={{ flexDirection: 'row' }}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={people.page === 1}
                  onClick={people.previous}
                >
                  Previous page
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={!list.data.nextCursor}
                  onClick={() => {
                    if (list.data.nextCursor) people.next(list.data.nextCursor);
                  }}
                >
                  Next page
                </Button>
              </Stack>
            </Paging>
          ) : null}
        </Stack>
      )}
      <DeactivateDialog person={deactivating} onClose={() => setDeactivating(null)} />
      <ResendActivationDialog person={resending} onClose={() => setResending(null)} />
    </Stack>
  );
}
