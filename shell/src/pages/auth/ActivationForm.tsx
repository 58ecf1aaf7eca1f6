import { zodResolver } from '@hookform/resolvers/zod';
import { ACTIVATION_CODE_DID_NOT_WORK, ActivationRequest } from '@heartwise/contracts';
import { Button, FieldError, TextField } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { useForm } from 'react-hook-form';
import { useActivate } from '../../session/useSessionActions.js';
import { AuthForm, NEW_PASSWORD_HINT } from './AuthForm.js';

const COULD_NOT_ACTIVATE = "We couldn't activate your account just now. Please try again.";

/**
 * "I have an activation code" (issue 16): someone whose school imported them types the code from
 * their slip and chooses a password; then they are signed in and land on their dashboard. What the
 * server refuses is said in the form: a code that didn't work on the code field, anything else
 * (an easy password, too many tries) above the button.
 */
export function ActivationForm() {
  const activation = useActivate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ActivationRequest),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit((values) =>
    activation.mutate(values, {
      onError: (error) => {
        const message = serverMessage(error, COULD_NOT_ACTIVATE);
        if (message === ACTIVATION_CODE_DID_NOT_WORK) setError('code', { message }, { shouldFocus: true });
        else setError('root.server', { message });
      },
    }),
  );

  return (
    <AuthForm noValidate onSubmit={submit} aria-label="Activate your account">
      <TextField
        label="Activation code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        hint="The code your school gave you, like 7KQM-2X9D-HC4R. Capitals and dashes don't matter."
        {...register('code')}
        error={errors.code?.message}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        {...register('password')}
        error={errors.password?.message}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      {errors.root?.server?.message ? <FieldError>{errors.root.server.message}</FieldError> : null}
      <Button type="submit" fullWidth disabled={activation.isPending}>
        {activation.isPending ? 'Activating...' : 'Activate and sign in'}
      </Button>
    </AuthForm>
  );
}
