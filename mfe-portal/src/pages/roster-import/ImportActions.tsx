import type { RosterImport } from '@heartwise/contracts';
import { Button, FieldError } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { ConfirmDialog } from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { styled } from 'styled-components';
import { peopleFiguresKey } from '../../api/figures.js';
import type { ImportAction } from '../../api/imports.js';
import { importAction, importQuery, importsKey } from '../../api/imports.js';
import { myOrganizationKey } from '../../api/organization.js';
import { peopleKey } from '../../api/people.js';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Apply (or Resume), Discard, Roll back — whichever the import's state allows. */
export function ImportActions({ rosterImport }: { rosterImport: RosterImport }) {
  const queryClient = useQueryClient();
  const [confirmingRollback, setConfirmingRollback] = useState(false);
  const act = useMutation({
    mutationFn: (action: ImportAction) => importAction(rosterImport.id, action),
    onSuccess: (updated) => {
      queryClient.setQueryData(importQuery(updated.id).queryKey, updated);
      setConfirmingRollback(false);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importsKey }),
        queryClient.invalidateQueries({ queryKey: peopleKey }),
        queryClient.invalidateQueries({ queryKey: peopleFiguresKey }),
        queryClient.invalidateQueries({ queryKey: myOrganizationKey }),
      ]),
  });
  const { status, preview, failure } = rosterImport;
  const canRollBack = status === 'applied' || (status === 'failed' && (failure?.canRollBack ?? false));
  const failed = act.isError && !confirmingRollback;

  return (
    <>
      <Row>
        {status === 'previewed' ? (
          <>
            <Button
              type="button"
              disabled={!preview.canApply || preview.changes === 0 || act.isPending}
              onClick={() => act.mutate('apply')}
            >
              {act.isPending && act.variables === 'apply' ? 'Starting...' : 'Apply'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={act.isPending}
              onClick={() => act.mutate('discard')}
            >
              Discard
            </Button>
          </>
        ) : null}
        {status === 'failed' && failure?.canResume ? (
          <Button type="button" disabled={act.isPending} onClick={() => act.mutate('apply')}>
            {act.isPending && act.variables === 'apply' ? 'Resuming...' : 'Resume'}
          </Button>
        ) : null}
        {canRollBack ? (
          <ConfirmDialog
            open={confirmingRollback}
            onOpenChange={(open) => {
              setConfirmingRollback(open);
              if (!open) act.reset();
            }}
            trigger={
              <Button type="button" variant="secondary">
                Roll back
              </Button>
            }
            title="Roll back this import?"
            description="Everything this import created or changed is undone, last step first: people it made are removed and people it deactivated come back."
            confirmLabel="Roll back"
            pendingLabel="Starting..."
            pending={act.isPending}
            error={
              act.isError ? serverMessage(act.error, 'Failed to roll back. Please try again.') : undefined
            }
            onConfirm={() => act.mutate('rollback')}
          />
        ) : null}
      </Row>
      {failed ? (
        <FieldError>{serverMessage(act.error, 'That did not work. Please try again.')}</FieldError>
      ) : null}
    </>
  );
}
