import type { OrgPerson } from '@heartwise/contracts';
import { Button, FieldError, handleUnauthorized, serverMessage, toast } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
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
    onError: (error) => {
      handleUnauthorized(error);
    },
    onSettled: () => refreshPeople(queryClient),
  });

  return (
    <Dialog
      open={person !== null}
      onOpenChange={(open) => {
        if (!open) {
          deactivate.reset();
          onClose();
        }
      }}
    >
      <DialogContent role="alertdialog">
        <DialogTitle>{person ? `Deactivate ${person.name}?` : 'Deactivate?'}</DialogTitle>
        <DialogDescription>
          {`${person?.name ?? 'They'} won't be able to sign in, and every session they have open ends now. You can reactivate them until their account is deleted after your district's retention period.`}
        </DialogDescription>
        {deactivate.isError ? (
          <FieldError>
            {serverMessage(deactivate.error, 'Failed to deactivate. Please try again.')}
          </FieldError>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="danger"
            disabled={deactivate.isPending || person === null}
            onClick={() => {
              if (person) deactivate.mutate(person.userId);
            }}
          >
            {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
