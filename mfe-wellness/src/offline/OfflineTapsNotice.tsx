import { Button } from '@heartwise/ui-kit';
import { useDeviceOutbox, useOnline } from '@heartwise/web-runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { styled } from 'styled-components';
import { refusedWords, syncedWords, waitingWords } from './keptWords.js';

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[4]};
  transform: translateX(-50%);
  z-index: 40;
  width: min(32rem, calc(100vw - 2rem));
  /* Always in the page (a live region must exist before it speaks); empty, it takes no room. */
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Note = styled.p<{ $tone: 'waiting' | 'synced' | 'refused' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 4px 16px rgba(43, 38, 51, 0.16);
  font-weight: 600;
  background: ${({ theme, $tone }) =>
    $tone === 'synced'
      ? theme.colors.successSoft
      : $tone === 'refused'
        ? theme.colors.warningSoft
        : theme.colors.primarySoft};
  color: ${({ theme, $tone }) =>
    $tone === 'synced'
      ? theme.colors.success
      : $tone === 'refused'
        ? theme.colors.warningSoftText
        : theme.colors.primarySoftText};
`;

/** How long "has synced" stays before it goes by itself (a refusal stays until dismissed). */
export const SYNCED_NOTE_MS = 8000;

/**
 * Issue 18: what is saved on this device and not yet in Heartwise, and, later, that it has synced.
 * One polite live region, always in the page (no role: it is no status while it says nothing), so a
 * screen reader hears each change without losing its place. It also
 * runs the device outbox for the signed-in account (on load, when the connection returns).
 */
export function OfflineTapsNotice({ accountId }: { accountId: string }) {
  const { pending, report, dismissReport } = useDeviceOutbox(accountId);
  const online = useOnline();
  const queryClient = useQueryClient();
  const synced = report?.sent ?? 0;
  const refused = report?.refused ?? [];

  useEffect(() => {
    if (!report) return;
    // What was kept is on the server now: the dashboards read it again.
    void queryClient.invalidateQueries();
    if (report.refused.length > 0) return;
    const done = setTimeout(dismissReport, SYNCED_NOTE_MS);
    return () => clearTimeout(done);
  }, [report, queryClient, dismissReport]);

  return (
    <Bar aria-live="polite" data-offline-taps="">
      {pending > 0 ? <Note $tone="waiting">{waitingWords(pending, online)}</Note> : null}
      {pending === 0 && synced > 0 ? <Note $tone="synced">{syncedWords(synced)}</Note> : null}
      {refused.map((tap) => (
        <Note key={tap.clientRef} $tone="refused">
          <span>{refusedWords(tap)}</span>
          <Button type="button" size="sm" variant="secondary" onClick={dismissReport}>
            Okay
          </Button>
        </Note>
      ))}
    </Bar>
  );
}
