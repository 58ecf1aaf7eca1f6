import type { SupportNotice } from '@heartwise/contracts';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardDescription,
  CardTitle,
  formatDate,
  PageTitle,
  SectionTitle,
  Spinner,
  Stack,
  SupportNoticePanel,
} from '@heartwise/ui-kit';
import { ApiError } from '@heartwise/web-runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { threadQuery } from '../../api/threads.js';
import { HeldExplanation } from '../../content/HeldExplanation.js';
import { PostActions } from '../../content/PostActions.js';
import { StatusBadge } from '../../content/StatusBadge.js';
import { Byline, Tags } from '../../content/threadMeta.js';
import { authorName } from '../../content/threadPreview.js';
import { useViewer } from '../../content/useViewer.js';
import { GuidelinesDialog } from '../../guidelines/CommunityGuidelines.js';
import { useGuidelinesConsent } from '../../guidelines/useGuidelinesConsent.js';
import { restrictionSentence } from '../../standing/restrictionSentence.js';
import { StandingPanel } from '../../standing/StandingPanel.js';
import type { Standing } from '../../standing/useStanding.js';
import { ReplyForm } from './ReplyForm.js';
import { ReplyItem, Written } from './ReplyItem.js';

const Replies = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Focus lands on the post when the button that had it goes (taken down). */
const Post = styled(Stack)`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const Title = styled(PageTitle)`
  overflow-wrap: anywhere;
`;

function BackToForum() {
  return (
    <Button as={Link} to="/forum" variant="ghost" size="sm" style={{ alignSelf: 'flex-start' }}>
      ← Back to discussions
    </Button>
  );
}

/** A thread that does not exist, was removed, or is held from this reader: said kindly, with a way back. */
function NotAvailable() {
  return (
    <Card role="alert">
      <CardTitle as="h1">This discussion is not available</CardTitle>
      <CardDescription>It may have been removed, or it is waiting for a moderator.</CardDescription>
      <Button as={Link} to="/forum" variant="secondary" size="sm" style={{ alignSelf: 'flex-start' }}>
        Back to Pause and Post
      </Button>
    </Card>
  );
}

/**
 * Replying needs the Community Guidelines agreed first (asked only when the forum says not yet). A
 * muted member gets the sentence saying until when instead of a form that cannot work.
 */
function ReplySection({
  threadId,
  standing,
  onNotice,
}: {
  threadId: string;
  standing: Standing;
  onNotice: (notice: SupportNotice) => void;
}) {
  const consent = useGuidelinesConsent();
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  return (
    <Stack gap={3} as="section" aria-labelledby="add-a-reply">
      <SectionTitle id="add-a-reply">Add a Reply</SectionTitle>
      {standing.restriction ? (
        <CardDescription>{restrictionSentence(standing.restriction)}</CardDescription>
      ) : consent.needed ? (
        <>
          <CardDescription>
            Before you reply, please read and agree to our Community Guidelines.
          </CardDescription>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setGuidelinesOpen(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            Read the Community Guidelines
          </Button>
          <GuidelinesDialog
            open={guidelinesOpen}
            onOpenChange={setGuidelinesOpen}
            onAccept={() => consent.accept.mutate()}
            accepting={consent.accept.isPending}
          />
        </>
      ) : (
        <ReplyForm threadId={threadId} onReplied={(reply) => reply.notice && onNotice(reply.notice)} />
      )}
    </Stack>
  );
}

/** /forum/{id}: a thread, its replies and the reply form (SPEC §2); staff see every status and take things down here. */
export function ThreadDetail() {
  const { id = '' } = useParams();
  const thread = useQuery(threadQuery(id));
  const viewer = useViewer();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<SupportNotice | null>(null);
  const repliesHeading = useRef<HTMLHeadingElement>(null);
  const goneReply = useRef<string | null>(null);
  // A reply left the page (deleted, or its author blocked): focus goes to the replies' heading
  // once it has gone, rather than nowhere.
  useEffect(() => {
    const gone = goneReply.current;
    if (gone && thread.data && !thread.data.replies.some((reply) => reply.id === gone)) {
      goneReply.current = null;
      repliesHeading.current?.focus();
    }
  }, [thread.data]);

  if (viewer.standing.suspended) {
    return (
      <Stack gap={6}>
        <BackToForum />
        <StandingPanel standing={viewer.standing} />
      </Stack>
    );
  }
  if (thread.isPending) {
    return (
      <Stack gap={6}>
        <BackToForum />
        <Spinner label="Loading discussion..." showLabel />
      </Stack>
    );
  }
  if (thread.isError) {
    const missing =
      thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400);
    return (
      <Stack gap={6}>
        <BackToForum />
        {missing ? (
          <NotAvailable />
        ) : (
          <Card role="alert">
            <CardTitle as="h1">We couldn't load this discussion</CardTitle>
            <CardDescription>Please try again in a moment.</CardDescription>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => void thread.refetch()}
              style={{ alignSelf: 'flex-start' }}
            >
              Try again
            </Button>
          </Card>
        )}
      </Stack>
    );
  }

  const post = thread.data;
  const author = authorName(post.user);
  // The whole discussion left this reader's page (they deleted it, or blocked its author).
  const leave = () => void navigate('/forum');
  return (
    <Stack gap={6}>
      <BackToForum />
      <StandingPanel standing={viewer.standing} />
      <Post gap={4} as="article" aria-labelledby="thread-title" data-post tabIndex={-1}>
        <Title id="thread-title">{post.title}</Title>
        <Byline>
          <Avatar name={author} initial={author.charAt(0).toUpperCase()} size={32} />
          <span>{`by ${author}`}</span>
          <span>{formatDate(post.createdAt)}</span>
          <span aria-live="polite">
            <StatusBadge content={post} staff={viewer.staff} />
          </span>
        </Byline>
        <Written>{post.content}</Written>
        <HeldExplanation kind="thread" content={post} onNotice={setNotice} />
        {post.tags.length > 0 ? (
          <Tags aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="info">{tag}</Badge>
              </li>
            ))}
          </Tags>
        ) : null}
        <PostActions
          kind="thread"
          content={post}
          threadId={post.id}
          viewer={viewer}
          onGone={leave}
          onNotice={setNotice}
        />
      </Post>

      <Stack gap={2} as="section" aria-labelledby="replies">
        <SectionTitle id="replies" ref={repliesHeading} tabIndex={-1}>
          Replies
        </SectionTitle>
        {post.replies.length > 0 ? (
          <Replies>
            {post.replies.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                viewer={viewer}
                onNotice={setNotice}
                onGone={() => {
                  goneReply.current = reply.id;
                }}
              />
            ))}
          </Replies>
        ) : (
          <CardDescription>No replies yet. Your kind words could be the first.</CardDescription>
        )}
      </Stack>

      {notice ? <SupportNoticePanel notice={notice} onDismiss={() => setNotice(null)} /> : null}
      <ReplySection threadId={post.id} standing={viewer.standing} onNotice={setNotice} />
    </Stack>
  );
}
