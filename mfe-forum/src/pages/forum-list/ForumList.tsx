import type { SupportNotice } from '@heartwise/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  Muted,
  PageTitle,
  Spinner,
  Stack,
  SupportNoticePanel,
} from '@heartwise/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { threadPagesQuery } from '../../api/threads.js';
import { isFinding } from './findCriteria.js';
import { useFindCriteria } from './useFindCriteria.js';
import { BlockedPeopleDialog } from '../../blocks/BlockedPeopleDialog.js';
import { EmotionCheckIn } from '../../checkin/EmotionCheckIn.js';
import { useViewer } from '../../content/useViewer.js';
import { GuidelinesButton, GuidelinesDialog } from '../../guidelines/CommunityGuidelines.js';
import { NewDiscussionDialog } from './NewDiscussionDialog.js';
import { ThreadCard } from './ThreadCard.js';
import { EmptyList, ThreadList } from './threadList.js';
import { FindBar } from './FindBar.js';
import { LoadMoreDiscussions } from './LoadMoreDiscussions.js';
import { useNewDiscussionFlow } from './useNewDiscussionFlow.js';
import { StandingPanel } from '../../standing/StandingPanel.js';

const FoundThreads = lazy(() => import('./FoundThreads.js'));

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The page's heading: what Pause and Post is. The product's logo is the shell header's alone
 * (SPEC §2 put a second one here; issue 19 found two logos on one page jarring).
 */
function Intro() {
  return (
    <Stack gap={2}>
      <PageTitle>Pause and Post</PageTitle>
      <Muted>A caring space to share what is on your mind and to support each other.</Muted>
    </Stack>
  );
}

/**
 * Pause and Post: the thread list, and where a new discussion starts (SPEC §2). A muted member
 * reads but has no button to post; a suspended one sees only their standing. Words, a topic group
 * or the "most active" order (issue 19) show the discussions found instead; the choices live in the
 * address (`?q=&group=&sort=`), so back and forward step through them.
 */
export function ForumList() {
  const [criteria, choose] = useFindCriteria();
  const finding = isFinding(criteria);
  const threads = useInfiniteQuery({ ...threadPagesQuery, enabled: !finding });
  const viewer = useViewer();
  const flow = useNewDiscussionFlow();
  const [notice, setNotice] = useState<SupportNotice | null>(null);
  const list = threads.data?.pages.flat();
  const canPost = !viewer.muted;

  if (viewer.standing.suspended) {
    return (
      <Stack gap={6}>
        <Intro />
        <StandingPanel standing={viewer.standing} />
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <Header>
        <Intro />
        <Actions>
          <GuidelinesButton />
          <BlockedPeopleDialog />
          {canPost ? (
            <Button type="button" size="sm" onClick={flow.start}>
              Start a New Discussion
            </Button>
          ) : null}
        </Actions>
      </Header>

      <StandingPanel standing={viewer.standing} />
      {notice ? <SupportNoticePanel notice={notice} onDismiss={() => setNotice(null)} /> : null}
      <EmotionCheckIn {...flow.checkIn} />

      <FindBar criteria={criteria} onChange={choose} />

      {finding ? (
        <Suspense fallback={<Spinner label="Finding discussions..." showLabel />}>
          <FoundThreads criteria={criteria} staff={viewer.staff} />
        </Suspense>
      ) : null}

      {!finding && threads.isPending ? <Spinner label="Loading forum..." showLabel /> : null}

      {!finding && threads.isError && !list ? (
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

      {!finding && list?.length === 0 ? (
        <EmptyList>
          <CardTitle as="h2">No discussions yet</CardTitle>
          <CardDescription>Be the first to start a conversation!</CardDescription>
          {canPost ? (
            <Button type="button" onClick={flow.start}>
              Start First Discussion
            </Button>
          ) : null}
        </EmptyList>
      ) : null}

      {!finding && list && list.length > 0 ? (
        <ThreadList aria-label="Discussions">
          {list.map((thread) => (
            <ThreadCard key={thread.id} thread={thread} staff={viewer.staff} />
          ))}
        </ThreadList>
      ) : null}

      {finding ? null : <LoadMoreDiscussions pages={threads} />}

      <GuidelinesDialog {...flow.guidelines} />
      <NewDiscussionDialog
        {...flow.post}
        onPosted={(thread) => {
          flow.post.onOpenChange(false);
          setNotice(thread.notice ?? null);
        }}
      />
    </Stack>
  );
}
