import { Card, CardDescription, CardTitle } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

const Centered = styled(Card)`
  align-items: center;
  text-align: center;
  padding-block: ${({ theme }) => theme.space[8]};
`;

/** What a list says when there is nothing in it. */
export function EmptyCard({ title, description }: { title: string; description?: string }) {
  return (
    <Centered>
      <CardTitle as="h2">{title}</CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
    </Centered>
  );
}
