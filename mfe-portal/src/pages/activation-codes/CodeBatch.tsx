import type { ActivationCodeBatch } from '@heartwise/contracts';
import { Button, formatDate, Muted, Stack } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { downloadFile, toCsv } from '../../components/csv.js';
import { EmptyCard } from '../../components/EmptyCard.js';
import { PrintableSlips } from '../../components/PrintableSlips.js';
import { WideTable } from '../../components/WideTable.js';
import { slipName, slipsCsvRows } from '../../components/slips.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

// A code is read and typed as one thing: never broken across lines at its dashes (phones).
const Code = styled.code`
  white-space: nowrap;
`;

const fileSafe = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/** A batch just made: the CSV and the printable slips come from this one answer, so they match. */
export function CodeBatch({ batch, where }: { batch: ActivationCodeBatch; where: string }) {
  if (batch.slips.length === 0)
    return (
      <EmptyCard
        title="No codes to make"
        description={`Everyone at ${where} has activated their account already.`}
      />
    );
  return (
    <Stack gap={4} as="section" aria-label="New activation codes">
      <Muted role="status">
        {`${batch.slips.length} new ${batch.slips.length === 1 ? 'code' : 'codes'} for ${where}, until ${formatDate(batch.expiresAt)}. They are shown only now: download or print them before you leave this page.`}
      </Muted>
      <Actions>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            downloadFile(`activation-codes-${fileSafe(where)}.csv`, toCsv(slipsCsvRows(batch.slips)))
          }
        >
          Download CSV
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </Actions>
      <WideTable caption={`Codes (${batch.slips.length})`}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">Code</th>
            <th scope="col">Expires</th>
          </tr>
        </thead>
        <tbody>
          {batch.slips.map((slip) => (
            <tr key={slip.userId}>
              <th scope="row">{slipName(slip)}</th>
              <td>{slip.username}</td>
              <td>
                <Code>{slip.code}</Code>
              </td>
              <td>{formatDate(slip.expiresAt)}</td>
            </tr>
          ))}
        </tbody>
      </WideTable>
      <PrintableSlips slips={batch.slips} />
    </Stack>
  );
}
