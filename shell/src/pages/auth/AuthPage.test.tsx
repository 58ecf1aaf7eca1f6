import { ACTIVATION_CODE_DID_NOT_WORK } from '@heartwise/contracts';
import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('the Sign In and Sign Up tabs as addresses (issue 19)', () => {
  const openAt = (path: string) =>
    renderRoutes([{ path: '/auth', element: <AuthPage hostname="heartwise.app" /> }], { path });

  it('opens on Sign Up at /auth?tab=register, the sign-up form showing', () => {
    fakeApi({ 'GET /api/user': notSignedIn });
    openAt('/auth?tab=register');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('form', { name: 'Create an account' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(document.title).toBe('Create an account · Heartwise');
  });

  it('opens on Sign In at /auth, and at an address naming no tab it knows', () => {
    fakeApi({ 'GET /api/user': notSignedIn });
    const { unmount } = openAt('/auth');
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    unmount();
    openAt('/auth?tab=somewhere');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the chosen tab in the address, replacing it rather than adding Back steps', async () => {
    fakeApi({ 'GET /api/user': notSignedIn });
    const { router } = openAt('/auth');
    openTab('Sign Up');
    // The tab switches at once; the address follows.
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=register'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('form', { name: 'Create an account' })).toBeTruthy();
    openTab('Sign In');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();

    // A link to Sign Up, followed while the page is open, opens it.
    await act(() => router.navigate('/auth?tab=register'));
    expect(await screen.findByRole('form', { name: 'Create an account' })).toBeTruthy();
  });

  it("lets the account type's options stack where 'Parent/Guardian' cannot fit beside Youth", () => {
    fakeApi({ 'GET /api/user': notSignedIn });
    openAt('/auth?tab=register');
    const options = screen.getByLabelText('Parent/Guardian').closest('label')?.parentElement;
    if (!options) throw new Error('no options');
    // Side by side only from 11.5rem each (the longer label whole); one column on a 390 px phone.
    expect(getComputedStyle(options).gridTemplateColumns).toBe(
      'repeat(auto-fit, minmax(min(100%, 11.5rem), 1fr))',
    );
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

describe('"I have an activation code" (issue 16)', () => {
  const activateAs = (code: string, password = 'lantern maple orbit', confirm = password) => {
    type('Activation code', code);
    type('New password', password);
    type('Confirm password', confirm);
    press('Activate and sign in');
  };
  const openActivation = () =>
    fireEvent.click(screen.getByRole('link', { name: 'I have an activation code' }));

  it.each(['heartwise.app', 'portal.heartwise.app', 'mod.heartwise.app'])(
    'on %s opens a form for the code and a new password, and says where the person is',
    async (host) => {
      fakeApi({ 'GET /api/user': notSignedIn });
      const { router } = openAuth(host);
      openActivation();
      const heading = await screen.findByRole('heading', { name: 'Activate your account' });
      expect(router.state.location.search).toBe('?activate');
      // Focus moves to the new heading, so a screen reader announces it.
      expect(document.activeElement).toBe(heading);
      expect(screen.getByLabelText('Activation code')).toBeTruthy();
      expect(screen.getByText(/hard to guess: a few unrelated words together work well/)).toBeTruthy();
      fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
      expect(await screen.findByRole('link', { name: 'I have an activation code' })).toBeTruthy();
    },
  );

  it('is not offered on the Administrator Portal: platform admins are never imported', () => {
    fakeApi({ 'GET /api/user': notSignedIn });
    openAuth('admin.heartwise.app');
    expect(screen.queryByRole('link', { name: 'I have an activation code' })).toBeNull();
  });

  it("lands a district's counselor, activating on the Moderator Portal, on the moderator dashboard", async () => {
    fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/activate': { status: 200, body: aUser('moderator') },
    });
    const { router } = renderRoutes(
      [
        { path: '/auth', element: <AuthPage hostname="mod.heartwise.app" /> },
        { path: '/moderator/dashboard', element: <h1>Moderator dashboard</h1> },
      ],
      { path: '/auth?activate' },
    );
    expect(screen.getByRole('heading', { name: 'Moderator Portal Login' })).toBeTruthy();
    activateAs('7KQM-2X9D-HC4R');
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderator/dashboard'));
  });

  it('explains in the form what the code and passwords still need, before asking the server', async () => {
    const calls = fakeApi({ 'GET /api/user': notSignedIn });
    openAuth('heartwise.app');
    openActivation();
    press('Activate and sign in');
    expect(await screen.findByText('Please enter the activation code your school gave you.')).toBeTruthy();
    activateAs('7KQM-2X9D', 'short', 'different');
    expect(await screen.findByText(/An activation code has 12 letters and numbers/)).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText('Activation code').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.url === '/api/activate')).toBe(false);
  });

  it('sends the code and the password, and lands a youth on their dashboard signed in', async () => {
    const calls = fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/activate': { status: 200, body: aUser('youth') },
    });
    const { router } = renderRoutes(
      [
        { path: '/auth', element: <AuthPage hostname="heartwise.app" /> },
        { path: '/youth/dashboard', element: <h1>Youth dashboard</h1> },
      ],
      { path: '/auth?activate' },
    );
    activateAs('7kqm 2x9d hc4r');
    await waitFor(() => expect(router.state.location.pathname).toBe('/youth/dashboard'));
    expect(calls.find((call) => call.url === '/api/activate')?.body).toEqual({
      code: '7kqm 2x9d hc4r',
      password: 'lantern maple orbit',
      confirmPassword: 'lantern maple orbit',
    });
    expect(await screen.findByText('Your account is ready, and you are signed in.')).toBeTruthy();
  });

  it('says on the code field, in the server’s kind words, that a code did not work', async () => {
    fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/activate': { status: 400, body: { message: ACTIVATION_CODE_DID_NOT_WORK } },
    });
    openAuth('heartwise.app');
    openActivation();
    activateAs('7KQM-2X9D-HC4R');
    expect(await screen.findByText(ACTIVATION_CODE_DID_NOT_WORK)).toBeTruthy();
    const code = screen.getByLabelText('Activation code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toMatch(/error/);
  });

  it('tells a slowed network how long to wait, in the form', async () => {
    const slowed =
      'A lot of activation codes were tried from your network just now. Please try again in 8 seconds.';
    fakeApi({
      'GET /api/user': notSignedIn,
      'POST /api/activate': { status: 429, body: { message: slowed, retryAfterSeconds: 8 } },
    });
    openAuth('portal.heartwise.app');
    openActivation();
    activateAs('7KQM-2X9D-HC4R');
    const alert = await screen.findByText(slowed);
    expect(alert.getAttribute('role')).toBe('alert');
  });
});
