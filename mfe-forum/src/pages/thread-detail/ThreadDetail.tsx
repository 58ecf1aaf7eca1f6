import type { SupportNotice } from '@heartwise/contracts';
import {
  ApiError,
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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { threadQuery } from '../../api/threads.js';
import { ReportButton } from '../../content/ReportButton.js';
import { authorName, isWaitingForModerator } from '../../content/threadPreview.js';
import { WaitingBadge } from '../../content/WaitingBadge.js';
import { EditRequestPanel } from '../../content/EditRequestPanel.js';
import { GuidelinesDialog } from '../../guidelines/CommunityGuidelines.js';
import { useGuidelinesConsent } from '../../guidelines/useGuidelinesConsent.js';
import { useSignedOutRedirect } from '@heartwise/ui-kit';
import { ReplyForm } from './ReplyForm.js';
import { ReplyItem, Written } from './ReplyItem.js';

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Replies = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
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

/** Replying needs the Community Guidelines agreed first (asked only when the forum says not yet). */
function ReplySection({
  threadId,
  onNotice,
}: {
  threadId: string;
  onNotice: (notice: SupportNotice) => void;
}) {
  const consent = useGuidelinesConsent();
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  return (
    <Stack gap={3} as="section" aria-labelledby="add-a-reply">
      <SectionTitle id="add-a-reply">Add a Reply</SectionTitle>
      {consent.needed ? (
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

/** /forum/{id}: a thread, its replies and the reply form (SPEC §2). */
export function ThreadDetail() {
  const { id = '' } = useParams();
  const thread = useQuery(threadQuery(id));
  useSignedOutRedirect(thread.error);
  const [notice, setNotice] = useState<SupportNotice | null>(null);

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
  return (
    <Stack gap={6}>
      <BackToForum />
      <Stack gap={4} as="article" aria-labelledby="thread-title">
        <Title id="thread-title">{post.title}</Title>
        <Byline>
          <Avatar name={author} initial={author.charAt(0).toUpperCase()} size={32} />
          <span>{`by ${author}`}</span>
          <span>{formatDate(post.createdAt)}</span>
          {isWaitingForModerator(post) ? (
            <WaitingBadge editRequested={post.editRequest !== undefined} />
          ) : null}
        </Byline>
        <Written>{post.content}</Written>
        {post.editRequest ? (
          <EditRequestPanel
            kind="thread"
            id={post.id}
            reason={post.editRequest.reason}
            content={post.content}
            onNotice={setNotice}
          />
        ) : null}
        {post.tags.length > 0 ? (
          <Tags aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="info">{tag}</Badge>
              </li>
            ))}
          </Tags>
        ) : null}
        {post.mine ? null : (
          <div>
            <ReportButton kind="thread" id={post.id} />
          </div>
        )}
      </Stack>

      <Stack gap={2} as="section" aria-labelledby="replies">
        <SectionTitle id="replies">Replies</SectionTitle>
        {post.replies.length > 0 ? (
          <Replies>
            {post.replies.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} onNotice={setNotice} />
            ))}
          </Replies>
        ) : (
          <CardDescription>No replies yet. Your kind words could be the first.</CardDescription>
        )}
      </Stack>

      {notice ? <SupportNoticePanel notice={notice} onDismiss={() => setNotice(null)} /> : null}
      <ReplySection threadId={post.id} onNotice={setNotice} />
    </Stack>
  );
}
