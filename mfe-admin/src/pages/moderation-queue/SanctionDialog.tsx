import type { ModerationItem } from '@heartwise/contracts';
import {
  durationWords,
  SanctionKind,
  SanctionRequest,
  sanctionDurations,
  sanctionWords,
} from '@heartwise/contracts';
import { Button, FieldError, personLabel, Stack, TextAreaField } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
  RadioGroup,
  RadioGroupItem,
} from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { useIssueSanction } from './useSanctions.js';

const GroupLabel = styled.p`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Effect = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const defaults: SanctionRequest = { kind: 'warning', reason: '' };

/**
 * The sanction ladder for an item's author: warn, mute or suspend (for 1, 3, 7 or 30 days), with a
 * reason the member is shown together with the end. Starts at the bottom of the ladder, a warning.
 */
export function SanctionDialog({ item, describedBy }: { item: ModerationItem; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const issue = useIssueSanction(item.id);
  const kindLabelId = useId();
  const kindEffectId = useId();
  const durationLabelId = useId();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SanctionRequest), defaultValues: defaults });
  const kind = useWatch({ control, name: 'kind' });
  const author = item.content.user;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset(defaults);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="secondary" aria-describedby={describedBy}>
          Warn, mute or suspend the author
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Warn, mute or suspend the author</DialogTitle>
        <DialogDescription>
          {`${personLabel(author)} is shown your reason and, for a mute or a suspension, when it ends.`}
        </DialogDescription>
        <form
          noValidate
          onSubmit={handleSubmit((request) =>
            issue.mutate(request, {
              onSuccess: () => {
                setOpen(false);
                reset(defaults);
              },
            }),
          )}
        >
          <Stack gap={4}>
            <Stack gap={2}>
              <GroupLabel id={kindLabelId}>What happens</GroupLabel>
              <Controller
                control={control}
                name="kind"
                render={({ field }) => (
                  <RadioGroup
                    aria-labelledby={kindLabelId}
                    aria-describedby={kindEffectId}
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      // A warning has no duration; a mute or suspension asks for one again.
                      setValue('durationHours', undefined);
                    }}
                  >
                    {SanctionKind.options.map((option) => (
                      <RadioGroupItem key={option} value={option} label={sanctionWords[option].label} />
                    ))}
                  </RadioGroup>
                )}
              />
              <Effect id={kindEffectId}>{sanctionWords[kind].effect}</Effect>
            </Stack>
            {kind === 'warning' ? null : (
              <Stack gap={2}>
                <GroupLabel id={durationLabelId}>For how long</GroupLabel>
                <Controller
                  control={control}
                  name="durationHours"
                  render={({ field }) => (
                    <RadioGroup
                      aria-labelledby={durationLabelId}
                      value={field.value === undefined ? '' : String(field.value)}
                      onValueChange={(value) => field.onChange(Number(value))}
                    >
                      {sanctionDurations.map((hours) => (
                        <RadioGroupItem key={hours} value={String(hours)} label={durationWords[hours]} />
                      ))}
                    </RadioGroup>
                  )}
                />
                {errors.durationHours?.message ? (
                  <FieldError>{errors.durationHours.message}</FieldError>
                ) : null}
              </Stack>
            )}
            <TextAreaField
              label="Reason"
              rows={3}
              hint="The member is shown it."
              {...register('reason')}
              error={errors.reason?.message}
            />
            <DialogFormActions
              submitLabel={sanctionWords[kind].label}
              pendingLabel="Sending..."
              pending={issue.isPending}
            />
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
