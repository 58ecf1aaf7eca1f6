import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterRequest } from '@heartwise/contracts';
import { Button, ChoiceField, Muted, TextField } from '@heartwise/ui-kit';
import { useForm } from 'react-hook-form';
import { roleLabel } from '../../session/roles.js';
import { useRegister } from '../../session/useSessionActions.js';
import { AuthForm, FieldRow, NEW_PASSWORD_HINT } from './AuthForm.js';

/** Self-registration offers only these two (SPEC §5, §6). */
const accountTypes = [
  { value: 'youth', label: roleLabel.youth },
  { value: 'parent', label: roleLabel.parent },
] as const;

/** Sign-up (SPEC §2, §5). The server makes the username, so the form never sends one. */
export function SignUpForm() {
  const signUp = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegisterRequest),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      role: 'youth' as const,
      password: '',
      confirmPassword: '',
    },
  });

  return (
    <AuthForm
      noValidate
      onSubmit={handleSubmit((values) => signUp.mutate(values))}
      aria-label="Create an account"
    >
      <FieldRow>
        <TextField
          label="First name"
          autoComplete="given-name"
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
      </FieldRow>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <ChoiceField
        legend="Account type"
        options={accountTypes}
        {...register('role')}
        error={errors.role?.message}
      />
      <TextField
        label="Password"
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
      <Muted>
        We'll create a secure username for you automatically (something like <strong>brave-river42715</strong>
        ), so your real name stays private.
      </Muted>
      <Button type="submit" fullWidth disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </AuthForm>
  );
}
