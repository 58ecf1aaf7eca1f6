import {
  Button,
  Card,
  CardTitle,
  Grid,
  LoadFailed,
  PageTitle,
  Spinner,
  Stack,
  VisuallyHidden,
} from '@heartwise/ui-kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyCard } from '../../components/EmptyCard.js';
import { figureText } from '../../components/FigureCell.js';
import { figureColumns } from '../../components/schoolFigures.js';
import { useSchoolRows } from '../../components/useSchoolRows.js';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Schools (issue 16): each school of the district with its figures and the way to its people. */
export function Schools() {
  const { rows, isPending, isError, retry } = useSchoolRows();
  return (
    <Stack gap={6}>
      <PageTitle>Schools</PageTitle>
      {isError ? (
        <LoadFailed what="your schools" onRetry={retry} />
      ) : isPending || !rows ? (
        <Spinner label="Loading schools..." showLabel />
      ) : rows.length === 0 ? (
        <EmptyCard
          title="No schools yet"
          description="Your schools appear here once you import your roster."
        />
      ) : (
        <Grid min="18rem" as="ul" role="list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
            <li key={row.schoolId}>
              <Card as="article" aria-labelledby={`school-${row.schoolId}`}>
                <CardTitle as="h2" id={`school-${row.schoolId}`}>
                  {row.name}
                </CardTitle>
                <Figures>
                  {figureColumns.map((column) => (
                    <div key={column.key} style={{ display: 'contents' }}>
                      <dt>{column.label}</dt>
                      <dd>{figureText(row[column.key])}</dd>
                    </div>
                  ))}
                </Figures>
                <Actions>
                  <Button as={Link} size="sm" variant="secondary" to={`/org/people?schoolId=${row.schoolId}`}>
                    People<VisuallyHidden>{` of ${row.name}`}</VisuallyHidden>
                  </Button>
                  <Button
                    as={Link}
                    size="sm"
                    variant="ghost"
                    to={`/org/activation-codes?schoolId=${row.schoolId}`}
                  >
                    Activation codes<VisuallyHidden>{` for ${row.name}`}</VisuallyHidden>
                  </Button>
                </Actions>
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
