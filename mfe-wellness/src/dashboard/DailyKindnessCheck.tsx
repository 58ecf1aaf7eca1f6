import type { KindnessActivityId } from '@heartwise/contracts';
import { KindnessActivityId as ActivityIds } from '@heartwise/contracts';
import { Card, Grid, Muted, SectionTitle, Skeleton, Stack, VisuallyHidden } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { kindnessQuery } from '../api/kindness.js';
import { KindnessCard } from './KindnessCard.js';
import { loadFailed, LoadProblem } from './LoadProblem.js';
import { useToggleKindness } from './useToggleKindness.js';

const activityIds: readonly KindnessActivityId[] = ActivityIds.options;

const List = styled(Grid).attrs({ as: 'ul', min: '180px' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Celebration = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

function Placeholders() {
  return (
    <>
      <VisuallyHidden role="status">Loading your kindness check...</VisuallyHidden>
      <Grid min="180px" aria-hidden="true">
        {activityIds.map((id) => (
          <Card key={id}>
            <Skeleton height="1.25rem" width="60%" />
            <Skeleton height="1rem" />
          </Card>
        ))}
      </Grid>
    </>
  );
}

/**
 * The Daily Kindness Check (SPEC §2, §4): five self-compassion activities; all five earn 'Amazing
 * work!'. A failed load says so with Try again, the activities already shown staying (issue 19).
 */
export function DailyKindnessCheck() {
  const done = useQuery(kindnessQuery);
  const toggle = useToggleKindness();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const failed = loadFailed(done);
  const allDone = done.data !== undefined && activityIds.every((id) => done.data.includes(id));

  return (
    <Stack as="section" gap={4} aria-labelledby={titleId}>
      <Stack gap={2}>
        <SectionTitle id={titleId} ref={title} tabIndex={-1}>
          Daily Kindness Check
        </SectionTitle>
        <Muted>Small ways to be kind to yourself today.</Muted>
      </Stack>
      {done.isPending && !failed ? <Placeholders /> : null}
      {failed ? <LoadProblem what="your kindness check" query={done} focusOnRecovery={title} /> : null}
      {done.data ? (
        <>
          <List>
            {activityIds.map((id) => (
              <KindnessCard
                key={id}
                id={id}
                done={done.data.includes(id)}
                onToggle={(activityId) =>
                  toggle.mutate({ activityId, done: !done.data.includes(activityId) })
                }
              />
            ))}
          </List>
          <div role="status">
            {allDone ? (
              <Celebration>
                <strong>Amazing work!</strong> You were kind to yourself in all five ways today.
              </Celebration>
            ) : null}
          </div>
        </>
      ) : null}
    </Stack>
  );
}
