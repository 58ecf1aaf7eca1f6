import type { LinkPerson } from '@heartwise/contracts';
import { Avatar, Muted } from '@heartwise/ui-kit';
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
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  flex: 1 1 14rem;
  min-width: 0;
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * One person on the other side of a link: avatar, name and @username (or, for a request to answer,
 * a sentence that names them), then the link's state and what can be done with it.
 */
export function LinkRow({
  person,
  status,
  message,
  actions,
  highlight = false,
}: {
  person: LinkPerson;
  status?: ReactNode;
  message?: ReactNode;
  actions: ReactNode;
  highlight?: boolean;
}) {
  const name = fullNameOf(person);
  return (
    <Row highlight={highlight}>
      <Who>
        <Avatar name={name} initial={initialOf(person)} size={40} />
        {message ? (
          <p>{message}</p>
        ) : (
          <Names>
            <strong>{name}</strong>
            <span>@{person.username}</span>
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
