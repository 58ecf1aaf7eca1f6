import type { MicroActivityCompletion, MicroActivityType } from '@heartwise/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  LoadFailed,
  Muted,
  SectionTitle,
  Skeleton,
  VisuallyHidden,
} from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { todaysPracticeQuery } from '../../api/practice.js';
import { EmotionCheckInDialog } from '../../checkins/EmotionCheckInDialog.js';
import { PracticeDialog } from './PracticeDialog.js';
import { useReturnFocus } from './useReturnFocus.js';
import { WeeklyProgressDialog } from './WeeklyProgressDialog.js';

const Cheer = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primarySoftText};
`;

const practicesToday = (count: number) =>
  count === 1 ? "You've done 1 practice today." : `You've done ${count} practices today.`;

interface Opening {
  /** A new number for every opening, so the dialog starts fresh. */
  key: number;
  open: boolean;
  start: MicroActivityType | null;
}

/** The Practice Activities card and its dialogs (SPEC §2, §4). */
export function PracticeActivities() {
  const today = useQuery(todaysPracticeQuery);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useReturnFocus(heading);
  const [practice, setPractice] = useState<Opening>({ key: 0, open: false, start: null });
  const [weekOpen, setWeekOpen] = useState(false);
  const [checkIn, setCheckIn] = useState<{ open: boolean; sessionId: string | null }>({
    open: false,
    sessionId: null,
  });

  const openPractice = (event: MouseEvent<HTMLElement>, start: MicroActivityType | null) => {
    focus.remember(event.currentTarget);
    setPractice(({ key }) => ({ key: key + 1, open: true, start }));
  };
  const checkInAfter = (completion: MicroActivityCompletion) => {
    setPractice((current) => ({ ...current, open: false }));
    setCheckIn({ open: true, sessionId: completion.sessionId });
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId} ref={heading} tabIndex={-1}>
        Practice Activities
      </SectionTitle>
      <Muted>Try a quick activity to help you feel calm and kind to yourself today.</Muted>
      {today.isPending ? (
        <>
          <VisuallyHidden role="status">Loading your practice...</VisuallyHidden>
          <Skeleton height="1.25rem" width="70%" />
          <Skeleton height="2.75rem" width="50%" />
        </>
      ) : null}
      {today.isError ? <LoadFailed what="today's practice" onRetry={() => void today.refetch()} /> : null}
      {today.data?.count === 0 ? (
        <>
          <CardDescription>
            Rest is progress too. When you&apos;re ready, a few quiet minutes can help.
          </CardDescription>
          <CardFooter>
            <Button type="button" onClick={(event) => openPractice(event, 'verify')}>
              Start a Micro-Activity
            </Button>
            <Button type="button" variant="secondary" onClick={(event) => openPractice(event, null)}>
              Choose Practice
            </Button>
          </CardFooter>
        </>
      ) : null}
      {today.data && today.data.count > 0 ? (
        <>
          <Cheer>Nice work today!</Cheer>
          <CardDescription>{practicesToday(today.data.count)}</CardDescription>
          <CardFooter>
            <Button type="button" onClick={(event) => openPractice(event, null)}>
              Keep Practicing
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={(event) => {
                focus.remember(event.currentTarget);
                setWeekOpen(true);
              }}
            >
              View Weekly Progress
            </Button>
          </CardFooter>
        </>
      ) : null}
      <PracticeDialog
        key={practice.key}
        open={practice.open}
        start={practice.start}
        onOpenChange={(open) => setPractice((current) => ({ ...current, open }))}
        onCheckIn={checkInAfter}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <WeeklyProgressDialog
        open={weekOpen}
        onOpenChange={setWeekOpen}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <EmotionCheckInDialog
        open={checkIn.open}
        onOpenChange={(open) => setCheckIn((current) => ({ ...current, open }))}
        checkInType="post"
        sessionId={checkIn.sessionId}
      />
    </Card>
  );
}
