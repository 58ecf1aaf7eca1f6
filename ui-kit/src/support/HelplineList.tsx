import type { Helpline } from '@heartwise/contracts';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../components/VisuallyHidden.js';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accentSoft};
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.accentSoftText};
  }
`;

/** The people someone can reach: name (a link when it has one, in a new tab) and how to reach them. */
export function HelplineList({ helplines }: { helplines: readonly Helpline[] }) {
  return (
    <List aria-label="People you can reach">
      {helplines.map((helpline) => (
        <li key={helpline.name}>
          <strong>
            {helpline.url ? (
              <a href={helpline.url} target="_blank" rel="noopener noreferrer">
                {helpline.name}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            ) : (
              helpline.name
            )}
          </strong>
          <span>{helpline.contact}</span>
        </li>
      ))}
    </List>
  );
}
