import type { LinkPerson } from '@heartwise/contracts';
import { Avatar, Icon, Muted } from '@heartwise/ui-kit';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fullNameOf, initialOf } from './people.js';

/** A list of links; each item a row. */
export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li.withConfig({ shouldForwardProp: (prop) => prop !== 'highlight' })<{
  highlight?: boolean;
}>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme, highlight }) => (highlight ? theme.colors.accentSoft : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, highlight }) => (highlight ? theme.colors.background : theme.colors.surface)};
  min-width: 0;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  flex: 1 1 14rem;
  min-width: 0;
  p {
    overflow-wrap: anywhere;
  }
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

/** Where a request shows nobody yet (a parent's, until the youth accepts): a quiet people icon. */
const NoOne = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  &:empty {
    display: none;
  }
`;

/**
 * One link or request: the person on the other side (avatar, name and @username; nobody for a
 * parent's request the youth has not accepted) or a sentence naming them, a quieter line of detail,
 * then the link's state and what can be done with it.
 */
export function LinkRow({
  person,
  status,
  message,
  detail,
  actions,
  highlight = false,
}: {
  person: LinkPerson | null;
  status?: ReactNode;
  message?: ReactNode;
  detail?: ReactNode;
  actions?: ReactNode;
  highlight?: boolean;
}) {
  const name = person ? fullNameOf(person) : null;
  return (
    <Row highlight={highlight}>
      <Who>
        {person && name ? (
          <Avatar name={name} initial={initialOf(person)} size={40} />
        ) : (
          <NoOne aria-hidden="true">
            <Icon name="people" size={20} />
          </NoOne>
        )}
        {message || !person ? (
          <p>
            {message}
            {detail ? <Detail>{detail}</Detail> : null}
          </p>
        ) : (
          <Names>
            <strong>{name}</strong>
            <span>@{person.username}</span>
            {detail ? <span>{detail}</span> : null}
          </Names>
        )}
      </Who>
      {status}
      <Actions>{actions}</Actions>
    </Row>
  );
}

/** Said when a list has nothing in it yet. */
export const EmptyNote = styled(Muted)`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
`;

/** A sub-heading inside the Family links section. */
export const SubTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
`;
