import type { ModerationHistoryEntry } from '@heartwise/contracts';
import { formatMoment, personLabel } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

import { authorActions, historyWords } from './words.js';

const Title = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Entries = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Said = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Everything that happened to an item, oldest first: who did what and when, why (their note), and
 * what the author was told. Its author's own actions (an edit, asking for help, deleting) say so.
 */
export function DecisionHistory({ history }: { history: ModerationHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <div>
      <Title>History</Title>
      <Entries>
        {history.map((entry, index) => {
          const byAuthor = authorActions.has(entry.action);
          return (
            <li key={`${entry.at}-${entry.action}-${index}`}>
              <p>
                <strong>{historyWords[entry.action]}</strong>
                {`${byAuthor ? ' —' : ' by'} ${personLabel(entry.by)}, `}
                <When dateTime={entry.at}>{formatMoment(entry.at)}</When>
              </p>
              {entry.notes ? <Said>{`${byAuthor ? 'Their words' : 'Why'}: ${entry.notes}`}</Said> : null}
              {entry.messageToAuthor ? <Said>{`The author was told: ${entry.messageToAuthor}`}</Said> : null}
            </li>
          );
        })}
      </Entries>
    </div>
  );
}
