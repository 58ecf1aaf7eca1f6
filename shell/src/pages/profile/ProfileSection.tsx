import { Card, CardDescription, CardTitle, Stack } from '@heartwise/ui-kit';
import type { ReactNode, Ref } from 'react';
import { styled } from 'styled-components';

const Section = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
  /* A link to #<id> lands below the sticky header, not under it. */
  scroll-margin-top: 5rem;
`;

/** One card of the profile page: an h2 that names the section for screen readers, a line of context, the content. */
export function ProfileSection({
  id,
  title,
  description,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  /** For sections that move focus to their heading after a change removes what had it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Section as="section" id={id} aria-labelledby={titleId}>
      <Stack gap={2}>
        <CardTitle as="h2" id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </Stack>
      {children}
    </Section>
  );
}

/** A form's layout inside a section. */
export const SectionForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two fields side by side where there is room. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

/** Buttons at the end of a form, left-aligned like the fields above them. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
