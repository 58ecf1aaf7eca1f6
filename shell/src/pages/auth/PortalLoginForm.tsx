import { zodResolver } from '@hookform/resolvers/zod';
import { EmailLoginForm } from '@heartwise/contracts';
import { Button, TextField } from '@heartwise/ui-kit';
import { useForm } from 'react-hook-form';
import { useLogin } from '../../session/useSessionActions.js';
import { AuthForm } from './AuthForm.js';

/** Admin, mod and portal hosts sign in with email and password (SPEC §5). */
export function PortalLoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(EmailLoginForm), defaultValues: { email: '', password: '' } });

  return (
    <AuthForm noValidate onSubmit={handleSubmit((values) => login.mutate(values))} aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <Button type="submit" fullWidth disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </AuthForm>
  );
}
