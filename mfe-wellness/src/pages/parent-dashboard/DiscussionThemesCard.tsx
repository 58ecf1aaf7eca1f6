import { Card, CardDescription, CardTitle, Muted, Skeleton } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { discussionThemesQuery } from './discussionThemesQuery.js';

const Themes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Bar = styled.div<{ $share: number }>`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $share }) => `${$share}%`};
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Youth discussion themes: what the whole community talks about, as each topic group's share of
 * threads. Never one youth's posts: the call counts the community, not a person.
 */
export function DiscussionThemesCard() {
  const themes = useQuery(discussionThemesQuery);
  const shown = themes.data?.filter((theme) => theme.threads > 0) ?? [];
  return (
    <Card as="section" aria-labelledby="discussion-themes-title">
      <CardTitle as="h2" id="discussion-themes-title">
        Youth discussion themes
      </CardTitle>
      <CardDescription>
        What young people across the community are talking about in Pause and Post.
      </CardDescription>
      {themes.isPending ? (
        <>
          <Muted role="status">Loading discussion themes...</Muted>
          <Skeleton height="3rem" />
        </>
      ) : null}
      {themes.isError ? <p role="alert">Discussion themes are not available right now.</p> : null}
      {themes.data && shown.length === 0 ? <Muted>No discussions in the community yet.</Muted> : null}
      {shown.length > 0 ? (
        <Themes>
          {[...shown]
            .sort((a, b) => b.share - a.share)
            .map((theme) => (
              <Row key={theme.group}>
                <div>
                  <span>{theme.group}</span>
                  <strong>{theme.share}%</strong>
                </div>
                <Bar $share={theme.share} aria-hidden="true" />
              </Row>
            ))}
        </Themes>
      ) : null}
    </Card>
  );
}
