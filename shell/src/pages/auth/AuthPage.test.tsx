import { aUser, fakeApi, renderRoutes } from '@heartwise/ui-kit/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthPage } from './AuthPage.js';

const notSignedIn = { status: 401, body: { message: 'Not signed in' } };

function openAuth(hostname: string) {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthPage hostname={hostname} /> },
      { path: '/youth/dashboard', element: <h1>Youth dashboard</h1> },
      { path: '/parent/dashboard', element: <h1>Parent dashboard</h1> },
      { path: '/admin/dashboard', element: <h1>Admin dashboard</h1> },
    ],
    { path: '/auth' },
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
// Radix tabs switch on mouse down, as a pointer user would.
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));

describe('the auth page on the main domain (SPEC §2, §5)', () => {
  it.each(['heartwise.app', 'www.heartwise.app', 'localhost'])(
    'on %s offers Sign In and Sign Up tabs',
    (host) => {
      fakeApi({ 'GET /api/user': notSignedIn });
      openAuth(host);
      expect(screen.getByRole('tab', { name: 'Sign In' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeTruthy();
      expect(screen.getByText('Connect with peers in Pause and Post')).toBeTruthy();
    },
  );

  it('asks for a username and a password before signing in', async () => {
    const calls = fakeApi({ 'GET /api/user': notSignedIn });
    openAuth('heartwise.app');
    press('Sign In');
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/login')).toBe(false);
  });

  it("says 'Signing In...' and holds the button while the sign-in is on its way", async () => {
    const calls = fakeApi({ 'GET /api/user': notSignedIn, 'POST /api/login': 'pending' });
    openAuth('heartwise.app');
    type('Username', 'youth-river-42');
    type('Password', 'a-long-password');
    press('Sign In');
    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((call) => call.url === '/api/login')?.body).toEqual({
      username: 'youth-river-42',
      password: 'a-long-password',
    });
  });

  it('signs a youth in and goes to /youth/dashboard with a welcome', async () => {
    fakeApi({ 'GET /api/user': notSignedIn, 'POST /api/login': { status: 200, body: aUser('youth') } });
    const { router } = openAuth('heartwise.app');
    type('Username', 'youth-river-42');
    type('Password', 'a-long-password');
    press('Sign In');
    await waitFor(() => expect(router.state.location.pathname).toBe('/youth/dashboard'));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
  });

  it("explains a failed sign-in in the server's words", async () => {
    fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/login': { status: 401, body: { message: 'That username and password do not match.' } },
    });
    openAuth('heartwise.app');
    type('Username', 'youth-river-42');
    type('Password', 'wrong');
    press('Sign In');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(await screen.findByText('That username and password do not match.')).toBeTruthy();
  });

  it('explains what sign-up still needs', async () => {
    fakeApi({ 'GET /api/user': notSignedIn });
    openAuth('heartwise.app');
    openTab('Sign Up');
    type('Email', 'not-an-email');
    type('Password', 'short');
    type('Confirm password', 'different');
    press('Create Account');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
  });

  it('offers only Youth and Parent/Guardian, sends no username, and lands a new parent on /parent/dashboard', async () => {
    const calls = fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/register': { status: 201, body: aUser('parent') },
    });
    const { router } = openAuth('heartwise.app');
    openTab('Sign Up');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'youth',
      'parent',
    ]);
    expect(screen.getByText(/create a secure username for you automatically/)).toBeTruthy();
    type('First name', 'Pat');
    type('Last name', 'Lee');
    type('Email', 'pat@example.com');
    fireEvent.click(screen.getByLabelText('Parent/Guardian'));
    type('Password', 'a-long-password');
    type('Confirm password', 'a-long-password');
    press('Create Account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/dashboard'));
    expect(calls.find((call) => call.url === '/api/register')?.body).toEqual({
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@example.com',
      role: 'parent',
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
    });
    expect(await screen.findByText('Welcome to Heartwise')).toBeTruthy();
  });

  it('tells a failed registration kindly', async () => {
    fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/register': { status: 409, body: { message: 'That email already has an account.' } },
    });
    openAuth('heartwise.app');
    openTab('Sign Up');
    type('First name', 'Pat');
    type('Last name', 'Lee');
    type('Email', 'pat@example.com');
    type('Password', 'a-long-password');
    type('Confirm password', 'a-long-password');
    press('Create Account');
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(await screen.findByText('That email already has an account.')).toBeTruthy();
  });
});

describe('the auth page when the server says no (issue 15)', () => {
  const signUpAs = (password: string) => {
    openTab('Sign Up');
    type('First name', 'Pat');
    type('Last name', 'Lee');
    type('Email', 'pat@example.com');
    type('Password', password);
    type('Confirm password', password);
    press('Create Account');
  };

  it('says how a good password looks, and why an easy one was refused', async () => {
    const easy = 'That password is too easy to guess. Try a few unrelated words together.';
    fakeApi({ 'GET /api/user': notSignedIn, 'POST /api/register': { status: 400, body: { message: easy } } });
    openAuth('heartwise.app');
    openTab('Sign Up');
    expect(screen.getByText(/hard to guess: a few unrelated words together work well/)).toBeTruthy();
    signUpAs('password');
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(await screen.findByText(easy)).toBeTruthy();
  });

  it('tells a network that made many accounts just now to wait a little', async () => {
    const slowed = 'A lot of accounts were made from your network just now. Please try again in 4 seconds.';
    fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/register': { status: 429, body: { message: slowed, retryAfterSeconds: 4 } },
    });
    openAuth('heartwise.app');
    signUpAs('calm-and-kind-42');
    expect(await screen.findByText(slowed)).toBeTruthy();
  });

  it('tells a slowed sign-in how long to wait, never that the account is locked', async () => {
    const slowed =
      "We're seeing a lot of sign-in attempts from your network. Please try again in 30 seconds.";
    fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/login': { status: 429, body: { message: slowed, retryAfterSeconds: 30 } },
    });
    openAuth('heartwise.app');
    type('Username', 'youth-river-42');
    type('Password', 'calm-and-kind-42');
    press('Sign In');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(await screen.findByText(slowed)).toBeTruthy();
  });
});

describe('the auth page on a portal host (SPEC §2, §5)', () => {
  it.each([
    ['admin.heartwise.app', 'Administrator Portal Login', 'Manage users, analytics, and platform settings'],
    ['mod.heartwise.app', 'Moderator Portal Login', 'Review content and manage community discussions'],
    [
      'portal.heartwise.app',
      'Organization Portal Login',
      'Multi-user management for schools and organizations',
    ],
  ])('on %s shows only the "%s" form', (host, title, subtitle) => {
    fakeApi({ 'GET /api/user': notSignedIn });
    openAuth(host);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(subtitle)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('asks for a valid email and a password', async () => {
    fakeApi({ 'GET /api/user': notSignedIn });
    openAuth('admin.heartwise.app');
    type('Email', 'ada');
    press('Sign In');
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('signs an administrator in with email and password', async () => {
    const calls = fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/login': { status: 200, body: aUser('admin') },
    });
    const { router } = openAuth('admin.heartwise.app');
    type('Email', 'ada@example.com');
    type('Password', 'a-long-password');
    press('Sign In');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(calls.find((call) => call.url === '/api/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'a-long-password',
    });
  });
});
