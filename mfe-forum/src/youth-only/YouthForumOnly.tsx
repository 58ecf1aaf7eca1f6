import {
  YOUTH_FORUM_FOR_PARENTS,
  YOUTH_FORUM_PARENT_REASONS,
  youthForumIsOpenTo,
} from '@heartwise/contracts';
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
import { useCurrentUser } from '@heartwise/web-runtime';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Reasons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  max-width: 60ch;
`;

/**
 * Whether the signed-in person is one Pause and Post refuses (a parent); `pending` until the shell's
 * user is known (it usually is: the route guard read it), so the forum makes no call before.
 */
export function useKeptOutOfYouthForum(): boolean | 'pending' {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return 'pending';
  return Boolean(user && !youthForumIsOpenTo(user.role));
}

/**
 * A parent's Pause and Post (issue 19): why the youth forum is not theirs, said plainly and kindly,
 * with the way back to their own dashboard. The forum refuses them anyway (svc-forum); this page
 * makes no call that would be refused.
 */
export function ParentsForumPage() {
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageTitle>Pause and Post</PageTitle>
        <Muted>A caring space where young people share what is on their minds.</Muted>
      </Stack>
      <Card as="section" aria-labelledby="youth-only-title">
        <CardTitle as="h2" id="youth-only-title">
          A space for young people
        </CardTitle>
        <CardDescription>{YOUTH_FORUM_FOR_PARENTS}</CardDescription>
        <Reasons>
          {YOUTH_FORUM_PARENT_REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Reasons>
        <Button as={Link} to="/parent/dashboard" variant="secondary" style={{ alignSelf: 'flex-start' }}>
          Go to your dashboard
        </Button>
      </Card>
    </Stack>
  );
}

/** The dashboard's Pause & Post card for a parent: the same reason, in a line. */
export function ParentsForumCard() {
  return (
    <Card as="section" aria-labelledby="pause-and-post-preview">
      <CardTitle as="h2" id="pause-and-post-preview">
        Pause & Post
      </CardTitle>
      <CardDescription>{YOUTH_FORUM_FOR_PARENTS}</CardDescription>
    </Card>
  );
}

/** Pause and Post's pages as the forum, or, for a parent, the page that says why not. */
export function YouthForumOnly({ children, instead }: { children: ReactNode; instead?: ReactNode }) {
  const keptOut = useKeptOutOfYouthForum();
  if (keptOut === 'pending') return <Spinner label="Loading..." />;
  return keptOut ? (instead ?? <ParentsForumPage />) : children;
}
