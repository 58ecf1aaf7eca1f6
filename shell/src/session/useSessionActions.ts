import type { ActivationRequest, LoginRequest, RegisterRequest } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { currentUserQuery, serverMessage, signOutWithOutbox, toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { activate, login, logout, register } from '../api/identity.js';
import { landingAfterSignIn } from './roles.js';

/** Sign in, then go to the role's dashboard (SPEC §2, §8). */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: (user) => {
      // The session first: the dashboard's guard must see the new user, not the cached "signed out".
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void navigate(landingAfterSignIn(user.role), { replace: true });
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.', variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: serverMessage(error, 'Login failed'),
        variant: 'destructive',
      });
    },
  });
}

/** Create an account, then go to the role's dashboard. */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: RegisterRequest) => register(body),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void navigate(landingAfterSignIn(user.role), { replace: true });
      toast({
        title: 'Welcome to Heartwise',
        description: 'Your account has been created successfully.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: serverMessage(error, 'Registration failed'),
        variant: 'destructive',
      });
    },
  });
}

/**
 * Activate an imported account with its code, then go to the role's dashboard as signing in does.
 * A refusal is shown inside the form (the caller reads `error`), not only as a passing toast.
 */
export function useActivate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: ActivationRequest) => activate(body),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void navigate(landingAfterSignIn(user.role), { replace: true });
      toast({
        title: 'Welcome to Heartwise',
        description: 'Your account is ready, and you are signed in.',
        variant: 'success',
      });
    },
  });
}

/**
 * Sign out, forget everything cached for this person, and go to /auth. Taps kept on this device
 * are sent first; any that cannot be are removed, with a word (issue 18: a shared device).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOutWithOutbox(logout),
    onSuccess: () => {
      void navigate('/auth', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      toast({ title: 'Goodbye!', description: 'You have been logged out successfully.' });
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Logout failed',
        description: serverMessage(error, error.message),
        variant: 'destructive',
      });
    },
  });
}
