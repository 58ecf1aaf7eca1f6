import { Card } from '@heartwise/ui-kit';
import { Fragment } from 'react';
import { styled } from 'styled-components';

const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  line-height: 1.1;
`;

const Label = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const CountGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

/**
 * "Parents/Guardians" is one word to the browser: on a phone it may break after the slash. The
 * heading keeps its words as its name (`aria-label`), whatever a reader makes of the `<wbr>`.
 */
const breakableAtSlashes = (label: string) =>
  label.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          /<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));

/**
 * One figure with its label. `count` undefined: still loading ('…', marked busy); null: it could not
 * be loaded ('—', with words for screen readers).
 */
export function CountCard({ label, count }: { label: string; count: number | null | undefined }) {
  return (
    <Card aria-busy={count === undefined}>
      <Label aria-label={label}>{breakableAtSlashes(label)}</Label>
      <Figure>
        {count === undefined ? '…' : count === null ? <span title="Could not be loaded">—</span> : count}
      </Figure>
    </Card>
  );
}
