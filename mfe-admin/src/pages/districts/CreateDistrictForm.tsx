import type { CreatedOrganization, OrganizationList } from '@heartwise/contracts';
import { CreateOrganizationRequest, NEW_PASSWORD_HINT } from '@heartwise/contracts';
import { Button, Card, CardDescription, CardTitle, FieldError, Stack, TextField } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { identityFiguresKey } from '../../api/figures.js';
import { createOrganization, organizationsKey } from '../../api/organizations.js';
import { adminUsersKey } from '../../api/users.js';
import { emptyDistrict } from './districtForm.js';
import { refusalFields } from './refusalFields.js';
import { SchoolRows } from './SchoolRows.js';

// Hidden, not unmounted, while closed (the card's display: flex would otherwise win over [hidden]).
const Section = styled(Card)`
  &[hidden] {
    display: none;
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The new district as the list shows it, until the list is read again. */
const summaryOf = (created: CreatedOrganization) => ({
  ...created.organization,
  schools: created.schools.length,
  members: 1,
});

/**
 * 'Create a district': its name, its schools and its first organization admin. Kept mounted while
 * hidden, so closing it loses nothing typed; a refused save keeps every value and says why beside
 * the field concerned.
 */
export function CreateDistrictForm({
  id,
  open,
  onCreated,
  onCancel,
}: {
  id: string;
  open: boolean;
  onCreated: (created: CreatedOrganization) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useForm<CreateOrganizationRequest>({
    resolver: zodResolver(CreateOrganizationRequest),
    defaultValues: emptyDistrict(),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (open) setFocus('name');
  }, [open, setFocus]);

  const create = useMutation({
    mutationFn: createOrganization,
    onSuccess: (created) => {
      queryClient.setQueryData<OrganizationList>(organizationsKey, (list) =>
        list ? [...list, summaryOf(created)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: organizationsKey });
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
      void queryClient.invalidateQueries({ queryKey: identityFiguresKey });
      reset(emptyDistrict());
      onCreated(created);
    },
    onError: (error) => {
      refusalFields(error).forEach(({ field, message }, index) =>
        setError(field, { message }, { shouldFocus: index === 0 }),
      );
    },
  });
  const unplaced = create.isError && refusalFields(create.error).length === 0;

  return (
    <Section as="section" id={id} hidden={!open} aria-labelledby={titleId}>
      <CardTitle as="h2" id={titleId}>
        Create a district
      </CardTitle>
      <CardDescription>
        A school district, its schools and its organization admin, who runs the district from the Organization
        Portal.
      </CardDescription>
      <form noValidate aria-label="New district" onSubmit={handleSubmit((body) => create.mutate(body))}>
        <Stack gap={6}>
          <TextField
            label="District name"
            autoComplete="off"
            {...register('name')}
            error={errors.name?.message}
          />
          <SchoolRows form={form} />
          <Fieldset>
            <legend>Organization admin</legend>
            <Stack gap={4}>
              <Names>
                <TextField
                  label="First name"
                  autoComplete="off"
                  {...register('admin.firstName')}
                  error={errors.admin?.firstName?.message}
                />
                <TextField
                  label="Last name"
                  autoComplete="off"
                  {...register('admin.lastName')}
                  error={errors.admin?.lastName?.message}
                />
              </Names>
              <TextField
                label="Email"
                type="email"
                autoComplete="off"
                hint="They sign in with it at the Organization Portal."
                {...register('admin.email')}
                error={errors.admin?.email?.message}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                hint={`${NEW_PASSWORD_HINT} Share it with them privately.`}
                {...register('admin.password')}
                error={errors.admin?.password?.message}
              />
            </Stack>
          </Fieldset>
          {unplaced ? (
            <FieldError>
              {serverMessage(
                create.error,
                "We couldn't create the district. Everything you typed is still here; please try again.",
              )}
            </FieldError>
          ) : null}
          <Actions>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create district'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                reset(emptyDistrict());
                create.reset();
                onCancel();
              }}
            >
              Cancel
            </Button>
          </Actions>
        </Stack>
      </form>
    </Section>
  );
}
