import type { CreatedOrganization } from '@heartwise/contracts';
import { Button, LoadFailed, Muted, PageTitle, Spinner, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { organizationsQuery } from '../../api/organizations.js';
import { EmptyCard } from '../../components/EmptyCard.js';
import { CreateDistrictForm } from './CreateDistrictForm.js';
import { DistrictCreated } from './DistrictCreated.js';
import { DistrictsTable } from './DistrictsTable.js';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Districts (issue 16): every school district on Heartwise, and 'Create a district' with its organization admin. */
export function Districts() {
  const districts = useQuery(organizationsQuery);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedOrganization | null>(null);
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (created) message.current?.focus();
  }, [created]);

  return (
    <Stack gap={6}>
      <Header>
        <PageTitle>Districts</PageTitle>
        <Button
          ref={toggle}
          type="button"
          aria-expanded={creating}
          aria-controls={formId}
          onClick={() => {
            setCreated(null);
            setCreating((open) => !open);
          }}
        >
          Create a district
        </Button>
      </Header>
      <Muted>
        A district holds its schools and its people. Its organization admin brings them in and looks after
        them from the Organization Portal.
      </Muted>
      {created ? <DistrictCreated ref={message} created={created} /> : null}
      <CreateDistrictForm
        id={formId}
        open={creating}
        onCreated={(district) => {
          setCreating(false);
          setCreated(district);
        }}
        onCancel={() => {
          setCreating(false);
          toggle.current?.focus();
        }}
      />
      {districts.isPending ? (
        <Spinner label="Loading districts..." showLabel />
      ) : districts.isError ? (
        <LoadFailed what="the districts" onRetry={() => void districts.refetch()} />
      ) : districts.data.length === 0 ? (
        <EmptyCard
          title="No districts yet"
          description="Create a district to bring a school district's students and staff to Heartwise."
        />
      ) : (
        <DistrictsTable districts={districts.data} />
      )}
    </Stack>
  );
}
