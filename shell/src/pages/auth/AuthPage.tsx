import { Card, CardDescription, CardHeader, Container, media } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { landingAfterSignIn } from '../../session/roles.js';
import { ActivationForm } from './ActivationForm.js';
import type { AuthTab } from './authTabs.js';
import { authTabOf, authTabSearch } from './authTabs.js';
import { PortalLoginForm } from './PortalLoginForm.js';
import type { Portal } from './portal.js';
import { portalForHost } from './portal.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
  padding-block: ${({ theme }) => theme.space[10]};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
    min-height: calc(100vh - 4rem);
  }
`;

const Intro = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: baseline;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  li::before {
    content: '♥';
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FormCard = styled(Card)`
  width: 100%;
  max-width: 30rem;
  justify-self: center;
  padding: ${({ theme }) => theme.space[6]};
`;

const PortalTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 800;
`;

const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  &:focus {
    outline: none;
  }
`;

const SwitchLink = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/** `/auth?activate` opens "I have an activation code", so a printed slip can point straight at it. */
const ACTIVATE = 'activate';

/** The way in for someone whose school imported them: a link under every sign-in form. */
function ActivationLink() {
  return <SwitchLink to={`/auth?${ACTIVATE}`}>I have an activation code</SwitchLink>;
}

/**
 * The code and a new password, in place of the sign-in form. Its heading takes the focus when it
 * opens, so a screen reader says where the person now is.
 */
function ActivationPanel() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <CardHeader>
        <PanelTitle ref={heading} tabIndex={-1}>
          Activate your account
        </PanelTitle>
        <CardDescription>
          Type the activation code your school gave you and choose a password. Then you are signed in.
        </CardDescription>
      </CardHeader>
      <ActivationForm />
      <SwitchLink to="/auth">Back to sign in</SwitchLink>
    </>
  );
}

const marketing = [
  'Track your emotional wellness',
  'Connect with peers in Pause and Post',
  'A safe, moderated community',
  'Build healthy daily habits together',
];

/**
 * Sign In / Sign Up, the chosen one in the address (`/auth?tab=register`): a link can open either,
 * and a reload keeps it. Replaced, not pushed: switching tabs adds no Back steps. The tab switches
 * at once; the address follows (the router updates it in a transition, a frame or more later).
 */
function SignInOrUp() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = authTabOf(location.search);
  const [tab, setTab] = useState<AuthTab>(fromAddress);
  // A link to the other tab moves it (adjusted while rendering, as React advises).
  const [seenAddress, setSeenAddress] = useState(fromAddress);
  if (fromAddress !== seenAddress) {
    setSeenAddress(fromAddress);
    setTab(fromAddress);
  }
  const choose = (value: string) => {
    const chosen: AuthTab = value === 'register' ? 'register' : 'login';
    setTab(chosen);
    void navigate({ pathname: location.pathname, search: authTabSearch(chosen) }, { replace: true });
  };
  return (
    <Tabs value={tab} onValueChange={choose}>
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="login">Sign In</TabsTrigger>
        <TabsTrigger value="register">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <SignInForm />
      </TabsContent>
      <TabsContent value="register">
        <SignUpForm />
      </TabsContent>
    </Tabs>
  );
}

function MainAuth({ activating }: { activating: boolean }) {
  return (
    <Layout>
      <Intro aria-labelledby="auth-title">
        <h1 id="auth-title">Welcome to Heartwise</h1>
        <Lead>A safe space for young hearts. Sign in, or create your account in a minute.</Lead>
        <ul>
          {marketing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Intro>
      <FormCard>
        {activating ? (
          <ActivationPanel />
        ) : (
          <>
            <SignInOrUp />
            <ActivationLink />
          </>
        )}
      </FormCard>
    </Layout>
  );
}

function PortalAuth({ portal, activating }: { portal: Portal; activating: boolean }) {
  return (
    <Layout style={{ gridTemplateColumns: '1fr' }}>
      <FormCard>
        <CardHeader>
          <PortalTitle>{`${portal.title} Login`}</PortalTitle>
          <CardDescription>{portal.subtitle}</CardDescription>
        </CardHeader>
        {activating ? <ActivationPanel /> : <PortalLoginForm />}
        {/* A district's staff are imported too; the Administrator Portal makes no such accounts. */}
        {!activating && portal.activation ? <ActivationLink /> : null}
      </FormCard>
    </Layout>
  );
}

/**
 * /auth: the main domain's Sign In / Sign Up tabs (`?tab=register` opens Sign Up), or a portal's
 * email sign-in on the admin., mod. and portal. hosts; on the main domain, the Moderator Portal and the Organization Portal, "I
 * have an activation code" (`/auth?activate`) for people a district imported (issue 16). Someone signed in goes where signing in leads, their dashboard: of
 * SPEC §2's two readings this one never races the login's own navigation.
 */
export function AuthPage({
  // No window while /auth is prerendered at build time (prerender/auth.tsx): the main domain's page.
  hostname = typeof window === 'undefined' ? '' : window.location.hostname,
}: {
  hostname?: string;
}) {
  const { data: user } = useCurrentUser();
  // useLocation, not useSearchParams: the shared react-router facade offers only what the apps use.
  const search = new URLSearchParams(useLocation().search);
  if (user) return <Navigate to={landingAfterSignIn(user.role)} replace />;
  const portal = portalForHost(hostname);
  const activating = search.has(ACTIVATE) && (!portal || portal.activation);
  const title = activating
    ? 'Activate your account · Heartwise'
    : portal
      ? `${portal.title} Login · Heartwise`
      : authTabOf(search.toString()) === 'register'
        ? 'Create an account · Heartwise'
        : 'Sign in · Heartwise';
  return (
    <>
      <title>{title}</title>
      {portal ? <PortalAuth portal={portal} activating={activating} /> : <MainAuth activating={activating} />}
    </>
  );
}

export default AuthPage;
