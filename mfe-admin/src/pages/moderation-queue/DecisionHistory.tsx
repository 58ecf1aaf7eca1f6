import type { ModerationHistoryAction, ModerationHistoryEntry } from '@heartwise/contracts';
import { styled } from 'styled-components';

const done: Record<ModerationHistoryAction, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  flag: 'Flagged for review',
  'request-edit': 'Edit requested',
  edited: 'Edited',
};

const Title = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Entries = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const formatMoment = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every decision about an item (and its author's edits), oldest first: who, when and the note left. */
export function DecisionHistory({ history }: { history: ModerationHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <div>
      <Title>History</Title>
      <Entries>
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.action}`}>
            {`${done[entry.action]} by ${entry.by.firstName ?? entry.by.username} (@${entry.by.username}) `}
            <When dateTime={entry.at}>{formatMoment(entry.at)}</When>
            {entry.notes ? ` — ${entry.notes}` : null}
          </li>
        ))}
      </Entries>
    </div>
  );
}
