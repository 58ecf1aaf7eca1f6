import type { ActivationSlip } from '@heartwise/contracts';
import { formatDate } from '@heartwise/ui-kit';
import { createGlobalStyle, styled } from 'styled-components';
import { activationAddress, ENTER_CODE_HINT, slipName } from './slips.js';

/** While slips are on the page, printing shows only them: one slip a block, never split across pages. */
const PrintOnlySlips = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-printable-slips], [data-printable-slips] * { visibility: visible; }
    [data-printable-slips] { display: block !important; position: absolute; inset: 0 auto auto 0; width: 100%; }
  }
`;

const Sheet = styled.section`
  display: none;
`;

const Slip = styled.article`
  break-inside: avoid;
  border: 1px dashed #555;
  padding: 12pt;
  margin-bottom: 10pt;
  font-size: 11pt;
  h2 {
    font-size: 13pt;
    margin: 0 0 4pt;
  }
  p {
    margin: 2pt 0;
  }
  code {
    font-size: 16pt;
    font-weight: 700;
    letter-spacing: 1pt;
  }
`;

/** The printable page of slips: name, username, code, where to enter it (by role) and until when. */
export function PrintableSlips({ slips }: { slips: readonly ActivationSlip[] }) {
  return (
    <>
      <PrintOnlySlips />
      <Sheet data-printable-slips aria-hidden="true">
        {slips.map((slip) => (
          <Slip key={slip.userId}>
            <h2>{`Heartwise – ${slipName(slip)}`}</h2>
            <p>{`Username: ${slip.username}${slip.schoolName ? ` · ${slip.schoolName}` : ''}`}</p>
            <p>
              Activation code: <code>{slip.code}</code>
            </p>
            <p>{`Go to ${activationAddress(slip.role)} ${ENTER_CODE_HINT}, type the code and choose a password.`}</p>
            <p>{`Use it by ${formatDate(slip.expiresAt)}. It works once.`}</p>
          </Slip>
        ))}
      </Sheet>
    </>
  );
}
