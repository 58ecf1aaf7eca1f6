import type { Sanction } from '@heartwise/contracts';
import { sanctionHolds } from '@heartwise/contracts';
import { Badge, Button } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { formatMoment, personLabel } from '../../components/format.js';
import { useLiftSanction } from './useSanctions.js';
import { sanctionDone } from './words.js';

const Title = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Entries = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  p {
    flex: 1 1 14rem;
  }
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function SanctionEntry({ sanction, now }: { sanction: Sanction; now: Date }) {
  const lift = useLiftSanction();
  const textId = useId();
  const holds = sanctionHolds(sanction, now);
  const end = sanction.liftedAt
    ? `, lifted ${formatMoment(sanction.liftedAt)}`
    : sanction.endsAt
      ? `${holds ? ' until' : ', ended'} ${formatMoment(sanction.endsAt)}`
      : '';
  return (
    <Entry>
      <p id={textId}>
        <strong>{`${sanctionDone[sanction.kind]}${end}`}</strong>
        {` — ${sanction.reason} `}
        <Quiet>{`(by ${personLabel(sanction.issuedBy)}, ${formatMoment(sanction.issuedAt)})`}</Quiet>
      </p>
      {holds ? (
        <>
          <Badge tone="danger">In force</Badge>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-describedby={textId}
            disabled={lift.isPending}
            onClick={() => lift.mutate(sanction)}
          >
            Lift
          </Button>
        </>
      ) : null}
    </Entry>
  );
}

/** The author's warnings, mutes and suspensions, newest first; one that still holds can be lifted. */
export function AuthorSanctions({ sanctions }: { sanctions: Sanction[] }) {
  const now = new Date();
  return (
    <div>
      <Title>The author's sanctions</Title>
      {sanctions.length === 0 ? (
        <Quiet>None so far.</Quiet>
      ) : (
        <Entries>
          {sanctions.map((sanction) => (
            <SanctionEntry key={sanction.id} sanction={sanction} now={now} />
          ))}
        </Entries>
      )}
    </div>
  );
}
