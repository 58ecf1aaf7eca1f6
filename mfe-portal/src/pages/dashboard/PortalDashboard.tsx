import { Button, formatDate, LoadFailed, Muted, PageTitle, Spinner, Stack } from '@heartwise/ui-kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { downloadFile, toCsv } from '../../components/csv.js';
import { EmptyCard } from '../../components/EmptyCard.js';
import { figureText } from '../../components/FigureCell.js';
import { WideTable } from '../../components/WideTable.js';
import { dashboardColumns, dashboardCsvRows } from './dashboardFigures.js';
import { useDashboardRows } from './useDashboardRows.js';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

// A figure ("fewer than 10" too) reads as one thing, never a word a line; a school's name keeps room
// to be read, and the headings wrap so the twelve columns stay as narrow as their figures allow.
const Figures = styled.div`
  td {
    white-space: nowrap;
  }
  tbody th {
    min-width: 10rem;
  }
  /* && outweighs the DataTable's own nowrap headings. */
  && thead th {
    min-width: 6rem;
    white-space: normal;
  }
`;

const fileSafe = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/**
 * The district dashboard (issue 16): the district, its schools and per school its people, this
 * week's check-ins and wellness, Pause and Post activity and moderation load. Under 10 youth a
 * figure is the words "fewer than 10", and the CSV is built from the very rows on the page, so both
 * say the same. The table scrolls sideways in its own captioned region, and says so when it is
 * wider than the page.
 */
export function PortalDashboard() {
  const { district, rows, computedAt, isPending, isError, retry } = useDashboardRows();

  if (isPending && !isError)
    return (
      <Stack gap={6}>
        <PageTitle>District Dashboard</PageTitle>
        <Spinner label="Loading your district..." showLabel />
      </Stack>
    );
  if (isError || !district || !rows)
    return (
      <Stack gap={6}>
        <PageTitle>District Dashboard</PageTitle>
        <LoadFailed what="your district's figures" onRetry={retry} />
      </Stack>
    );

  const asOf = formatDate(computedAt, 'just now');
  return (
    <Stack gap={6}>
      <Header>
        <Stack gap={2}>
          <PageTitle>{district.organization.name}</PageTitle>
          <Muted>{`District Dashboard · ${rows.length} ${rows.length === 1 ? 'school' : 'schools'} · figures as of ${asOf}`}</Muted>
        </Stack>
        {rows.length > 0 ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              downloadFile(
                `${fileSafe(district.organization.name)}-figures.csv`,
                toCsv(dashboardCsvRows(rows)),
              )
            }
          >
            Download CSV
          </Button>
        ) : null}
      </Header>
      <Muted>
        A figure counted over fewer than 10 young people says “fewer than 10”, so no figure can point to one
        child.
      </Muted>
      {rows.length === 0 ? (
        <EmptyCard
          title="No schools yet"
          description="Your schools appear here once you import your roster."
        />
      ) : (
        <Figures>
          <WideTable caption={`Schools (${rows.length})`}>
            <thead>
              <tr>
                <th scope="col">School</th>
                {dashboardColumns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.schoolId}>
                  <th scope="row">{row.name}</th>
                  {dashboardColumns.map((column) => (
                    <td key={column.key}>{figureText(row[column.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </WideTable>
        </Figures>
      )}
      {rows.length === 0 ? (
        <div>
          <Button as={Link} to="/org/import">
            Import your roster
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
