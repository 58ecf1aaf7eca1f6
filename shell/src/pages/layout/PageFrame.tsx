import { Container, Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import type { ReactNode } from 'react';

/** A page's frame: its heading, a line of context, then its sections. */
export function PageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container style={{ paddingBlock: '2rem' }}>
      <title>{`${title} · Heartwise`}</title>
      <Stack gap={6}>
        <Stack gap={2}>
          <PageTitle>{title}</PageTitle>
          {intro ? <Muted>{intro}</Muted> : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
