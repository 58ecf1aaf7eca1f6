import type { OrgPerson } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { ConfirmDialog } from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deactivatePerson } from '../../api/people.js';
import { refreshPeople } from './refreshPeople.js';

/** Deactivating asks first, naming the person and that their sessions end now. */
export function DeactivateDialog({ person, onClose }: { person: OrgPerson | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const deactivate = useMutation({
    mutationFn: (userId: string) => deactivatePerson(userId),
    onSuccess: (done) => {
      toast({
        title: `${done.name} is deactivated`,
        description: 'Their sessions have ended.',
        variant: 'success',
      });
      onClose();
    },
    onSettled: () => refreshPeople(queryClient),
  });

  return (
    <ConfirmDialog
      open={person !== null}
      onOpenChange={(open) => {
        if (!open) {
          deactivate.reset();
          onClose();
        }
      }}
      title={person ? `Deactivate ${person.name}?` : 'Deactivate?'}
      description={`${person?.name ?? 'They'} won't be able to sign in, and every session they have open ends now. You can reactivate them until their account is deleted after your district's retention period.`}
      confirmLabel="Deactivate"
      pendingLabel="Deactivating..."
      pending={deactivate.isPending}
      error={
        deactivate.isError
          ? serverMessage(deactivate.error, 'Failed to deactivate. Please try again.')
          : undefined
      }
      onConfirm={() => {
        if (person) deactivate.mutate(person.userId);
      }}
    />
  );
}
