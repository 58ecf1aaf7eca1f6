import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  Muted,
  PageTitle,
  Spinner,
  Stack,
} from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { threadListQuery } from '../../api/threads.js';
import { CommunityGuidelinesButton } from './CommunityGuidelines.js';
import { ThreadCard } from './ThreadCard.js';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Threads = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled(Card)`
  align-items: center;
  text-align: center;
  padding-block: ${({ theme }) => theme.space[10]};
`;

/** Pause and Post: the thread list (SPEC §2). Starting a discussion arrives with the posting flow. */
export function ForumList() {
  const threads = useQuery(threadListQuery);

  return (
    <Stack gap={6}>
      <Header>
        <Stack gap={2}>
          <PageTitle>Pause and Post</PageTitle>
          <Muted>A caring space to share what is on your mind and to support each other.</Muted>
        </Stack>
        <CommunityGuidelinesButton />
      </Header>

      {threads.isPending ? <Spinner label="Loading forum..." showLabel /> : null}

      {threads.isError ? (
        <Card role="alert">
          <CardTitle>We couldn't load the discussions</CardTitle>
          <CardDescription>Please try again in a moment.</CardDescription>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => void threads.refetch()}
            style={{ alignSelf: 'flex-start' }}
          >
            Try again
          </Button>
        </Card>
      ) : null}

      {threads.data?.length === 0 ? (
        <Empty>
          <CardTitle as="h2">No discussions yet</CardTitle>
          <CardDescription>Be the first to start a conversation!</CardDescription>
        </Empty>
      ) : null}

      {threads.data && threads.data.length > 0 ? (
        <Threads aria-label="Discussions">
          {threads.data.map((thread) => (
            <ThreadCard key={thread.id} thread={thread} />
          ))}
        </Threads>
      ) : null}
    </Stack>
  );
}
