import type { Sanction } from '@heartwise/contracts';
import { sanctionHolds } from '@heartwise/contracts';
import { Badge, formatMoment, personLabel } from '@heartwise/ui-kit';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { styled } from 'styled-components';
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

/** A page's way to end a sanction early (a button described by `describedBy`); staff pages only. */
export type RenderLift = (sanction: Sanction, describedBy: string) => ReactNode;

function SanctionEntry({
  sanction,
  now,
  renderLift,
}: {
  sanction: Sanction;
  now: Date;
  renderLift?: RenderLift;
}) {
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
          {renderLift?.(sanction, textId)}
        </>
      ) : null}
    </Entry>
  );
}

/**
 * The author's warnings, mutes and suspensions, newest first; one that still holds says so, and
 * can be lifted where the page offers it (`renderLift`).
 */
export function AuthorSanctions({
  sanctions,
  renderLift,
}: {
  sanctions: Sanction[];
  renderLift?: RenderLift;
}) {
  const now = new Date();
  return (
    <div>
      <Title>The author's sanctions</Title>
      {sanctions.length === 0 ? (
        <Quiet>None so far.</Quiet>
      ) : (
        <Entries>
          {sanctions.map((sanction) => (
            <SanctionEntry key={sanction.id} sanction={sanction} now={now} renderLift={renderLift} />
          ))}
        </Entries>
      )}
    </div>
  );
}
