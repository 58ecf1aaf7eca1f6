import { zodResolver } from '@hookform/resolvers/zod';
import { UsernameLoginForm } from '@heartwise/contracts';
import { Button, TextField } from '@heartwise/ui-kit';
import { useForm } from 'react-hook-form';
import { useLogin } from '../../session/useSessionActions.js';
import { AuthForm } from './AuthForm.js';

/** Main-domain sign-in: username and password (SPEC §5). */
export function SignInForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(UsernameLoginForm), defaultValues: { username: '', password: '' } });

  return (
    <AuthForm noValidate onSubmit={handleSubmit((values) => login.mutate(values))} aria-label="Sign in">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        {...register('username')}
        error={errors.username?.message}
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
