import type { ActivationCodeBatch } from '@heartwise/contracts';
import { Button, Card, Label, LoadFailed, Muted, PageTitle, Select, Spinner, Stack } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { ConfirmDialog } from '@heartwise/ui-kit/overlays';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { issueActivationCodes } from '../../api/activation.js';
import { classesQuery } from '../../api/imports.js';
import { myOrganizationQuery } from '../../api/organization.js';
import { EmptyCard } from '../../components/EmptyCard.js';
import { CodeBatch } from './CodeBatch.js';

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * Activation codes (issue 16): fresh codes for everyone at a school (or in one of its classes) who
 * has not activated yet, then the same answer as a CSV and as a printable page of slips.
 */
export function ActivationCodes() {
  const location = useLocation();
  const district = useQuery(myOrganizationQuery);
  const [schoolId, setSchoolId] = useState(() => new URLSearchParams(location.search).get('schoolId') ?? '');
  const [classId, setClassId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const schools = district.data?.schools ?? [];
  const chosenSchool = schools.find((school) => school.id === schoolId) ?? schools[0];
  const classes = useQuery({ ...classesQuery(chosenSchool?.id ?? ''), enabled: chosenSchool !== undefined });
  const ids = { school: useId(), class: useId() };

  const issue = useMutation({
    mutationFn: issueActivationCodes,
    onSuccess: () => setConfirming(false),
  });
  const [batch, setBatch] = useState<ActivationCodeBatch | null>(null);
  const chosenClass = classes.data?.find((one) => one.id === classId);
  const where = chosenSchool ? `${chosenSchool.name}${chosenClass ? ` · ${chosenClass.title}` : ''}` : '';

  return (
    <Stack gap={6}>
      <PageTitle>Activation codes</PageTitle>
      <Muted>
        An imported student or staff member starts with a one-time code instead of a password. Give each
        person their slip; they enter the code once and choose their own password.
      </Muted>
      {district.isPending ? (
        <Spinner label="Loading schools..." showLabel />
      ) : district.isError ? (
        <LoadFailed what="your schools" onRetry={() => void district.refetch()} />
      ) : !chosenSchool ? (
        <EmptyCard title="No schools yet" description="Codes can be made once your roster is imported." />
      ) : (
        <Card>
          <Choices>
            <Stack gap={2}>
              <Label htmlFor={ids.school}>School</Label>
              <Select
                id={ids.school}
                value={chosenSchool.id}
                onChange={(event) => {
                  setSchoolId(event.target.value);
                  setClassId('');
                }}
              >
                {schools.map((school) => (
                  <option key={school.id} value={school.id}>
                    {school.name}
                  </option>
                ))}
              </Select>
            </Stack>
            {classes.data && classes.data.length > 0 ? (
              <Stack gap={2}>
                <Label htmlFor={ids.class}>Class</Label>
                <Select id={ids.class} value={classId} onChange={(event) => setClassId(event.target.value)}>
                  <option value="">Everyone at the school</option>
                  {classes.data.map((one) => (
                    <option key={one.id} value={one.id}>
                      {one.classCode ? `${one.title} (${one.classCode})` : one.title}
                    </option>
                  ))}
                </Select>
              </Stack>
            ) : null}
          </Choices>
          <div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={(open) => {
                setConfirming(open);
                if (!open) issue.reset();
              }}
              trigger={<Button type="button">Create codes</Button>}
              title={`Create codes for ${where}?`}
              description="Everyone there who hasn't activated yet gets a new code. Any code they were given before stops working."
              confirmLabel="Create codes"
              pendingLabel="Creating..."
              pending={issue.isPending}
              error={
                issue.isError
                  ? serverMessage(issue.error, 'Failed to create codes. Please try again.')
                  : undefined
              }
              onConfirm={() =>
                issue.mutate(
                  { schoolId: chosenSchool.id, ...(classId ? { classId } : {}) },
                  { onSuccess: setBatch },
                )
              }
            />
          </div>
        </Card>
      )}
      {batch ? <CodeBatch batch={batch} where={where} /> : null}
    </Stack>
  );
}
