import { Muted, PageTitle, Spinner, Stack, LoadFailed } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { ModerationItemCard } from '@heartwise/ui-kit/moderation';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { escalationsQuery } from '../../api/escalations.js';
import { EmptyCard } from '../../components/EmptyCard.js';
import { useEscalationDecision } from './useEscalationDecision.js';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const nothingWaiting = {
  title: 'Nothing is waiting for you',
  description: "When your district's moderators escalate a post or reply, it appears here for your decision.",
};

/**
 * Escalations (issue 16): what the district's moderators escalated, each with what they saw and
 * wrote, and the administrator's choices (contracts' decisionsFor for 'org-admin') — the same item
 * card and decision dialogs as the platform admins' review (ui-kit's moderation entry). The
 * discussion in place and sanctions stay with moderators: the forum is not the admin's to browse.
 */
export function Escalations() {
  const escalations = useQuery(escalationsQuery);
  const role = useCurrentUser().data?.role;
  const sending = useEscalationDecision();

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageTitle>Escalations</PageTitle>
        <Muted>Posts and replies your district's moderators escalated for your decision.</Muted>
      </Stack>
      {escalations.isPending ? (
        <Spinner label="Loading escalations..." showLabel />
      ) : escalations.isError ? (
        <LoadFailed what="the escalations" onRetry={() => void escalations.refetch()} />
      ) : escalations.data.length === 0 ? (
        <EmptyCard {...nothingWaiting} />
      ) : (
        <Items aria-label={`Escalations (${escalations.data.length})`}>
          {escalations.data.map((item) => (
            <ModerationItemCard key={item.id} item={item} role={role} sending={sending} />
          ))}
        </Items>
      )}
    </Stack>
  );
}
