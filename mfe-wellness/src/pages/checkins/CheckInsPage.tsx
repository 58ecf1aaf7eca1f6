import { Button, Muted, PageTitle, SectionTitle, Stack } from '@heartwise/ui-kit';
import { useState } from 'react';
import { styled } from 'styled-components';
import { EmotionCheckInDialog } from '../../checkins/EmotionCheckInDialog.js';
import { WhatHelps } from '../../insights/WhatHelps.js';
import { WellnessTrendCard } from '../../trend/WellnessTrendCard.js';
import { CheckInHistory } from './CheckInHistory.js';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** /youth/checkins and /parent/checkins: the trend, a way to check in, what helps, and the history. */
export function CheckInsPage() {
  const [checkingIn, setCheckingIn] = useState(false);
  return (
    <>
      <Stack gap={6}>
        <Header>
          <Stack gap={2}>
            <PageTitle>My Check-ins</PageTitle>
            <Muted>How you have been feeling, and what helps.</Muted>
          </Stack>
          <Button type="button" onClick={() => setCheckingIn(true)}>
            Check in now
          </Button>
        </Header>
        <WellnessTrendCard />
        <WhatHelps />
        <section aria-labelledby="history-title">
          <Stack gap={3}>
            <SectionTitle id="history-title">History</SectionTitle>
            <CheckInHistory />
          </Stack>
        </section>
      </Stack>
      <EmotionCheckInDialog open={checkingIn} onOpenChange={setCheckingIn} />
    </>
  );
}
