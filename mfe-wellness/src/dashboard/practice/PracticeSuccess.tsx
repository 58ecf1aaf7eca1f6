import { Button, Muted } from '@heartwise/ui-kit';
import { DialogFooter } from '@heartwise/ui-kit/overlays';
import { styled } from 'styled-components';
import { WeekSummary } from './WeekSummary.js';

const Invitation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** After a save (SPEC §2), under the dialog's 'Amazing Work!': the week so far and where to go next. */
export function PracticeSuccess({
  onBack,
  onKeepPracticing,
  onCheckIn,
}: {
  onBack: () => void;
  onKeepPracticing: () => void;
  /** Opens the optional post-practice check-in. */
  onCheckIn: () => void;
}) {
  return (
    <>
      <WeekSummary />
      <Invitation>
        <Muted>Noticing how you feel afterwards helps you see what works for you.</Muted>
        <Button type="button" size="sm" variant="secondary" onClick={onCheckIn}>
          How do you feel now?
        </Button>
      </Invitation>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onBack}>
          Back to Dashboard
        </Button>
        <Button type="button" onClick={onKeepPracticing}>
          Keep Practicing
        </Button>
      </DialogFooter>
    </>
  );
}
