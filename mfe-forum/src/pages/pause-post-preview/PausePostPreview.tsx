import { Button, Card, CardDescription, CardTitle, Skeleton } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { latestCheckInQuery } from '../../api/checkins.js';
import { EmotionCheckIn } from '../../checkin/EmotionCheckIn.js';
import { LatestThreads } from './LatestThreads.js';
import { localToday } from './localDate.js';

/**
 * The dashboard's Pause & Post (SPEC §2): the discussion opens up once the person has checked in
 * today; until then 'Join In' opens the check-in. Its data is read only for a signed-in user (§6).
 */
export function PausePostPreview() {
  const { data: user } = useCurrentUser();
  const latest = useQuery({ ...latestCheckInQuery, enabled: Boolean(user) });
  const [checkInOpen, setCheckInOpen] = useState(false);
  const checkedInToday = latest.data?.date === localToday();

  return (
    <Card as="section" aria-labelledby="pause-and-post-preview">
      <CardTitle as="h2" id="pause-and-post-preview">
        Pause & Post
      </CardTitle>
      {!user || latest.isPending ? (
        <Skeleton height="2.75rem" width="10rem" />
      ) : latest.isError ? (
        <div role="alert">
          <CardDescription>We couldn't check today's check-in. Please try again.</CardDescription>
          <Button type="button" variant="secondary" size="sm" onClick={() => void latest.refetch()}>
            Try again
          </Button>
        </div>
      ) : checkedInToday ? (
        <>
          <CardDescription>
            Thank you for checking in today. Here is what the community is sharing.
          </CardDescription>
          <Button as={Link} to="/forum" style={{ alignSelf: 'flex-start' }}>
            Enter Discussion
          </Button>
          <LatestThreads />
        </>
      ) : (
        <>
          <CardDescription>
            Take a moment to check in with your feelings, then join a caring conversation with your peers.
          </CardDescription>
          <Button type="button" onClick={() => setCheckInOpen(true)} style={{ alignSelf: 'flex-start' }}>
            Join In
          </Button>
          <EmotionCheckIn
            open={checkInOpen}
            onOpenChange={setCheckInOpen}
            onComplete={() => setCheckInOpen(false)}
          />
        </>
      )}
    </Card>
  );
}
