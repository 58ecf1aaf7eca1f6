import { Card, CardDescription, CardHeader, Container, media, useCurrentUser } from '@heartwise/ui-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { Navigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { landingAfterSignIn } from '../../session/roles.js';
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

const marketing = [
  'Track your emotional wellness',
  'Connect with peers in Pause and Post',
  'A safe, moderated community',
  'Build healthy daily habits together',
];

function MainAuth() {
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
        <Tabs defaultValue="login">
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
      </FormCard>
    </Layout>
  );
}

function PortalAuth({ portal }: { portal: Portal }) {
  return (
    <Layout style={{ gridTemplateColumns: '1fr' }}>
      <FormCard>
        <CardHeader>
          <PortalTitle>{`${portal.title} Login`}</PortalTitle>
          <CardDescription>{portal.subtitle}</CardDescription>
        </CardHeader>
        <PortalLoginForm />
      </FormCard>
    </Layout>
  );
}

/**
 * /auth: the main domain's Sign In / Sign Up tabs, or a portal's email sign-in on the admin.,
 * mod. and portal. hosts. Someone signed in goes where signing in leads, their dashboard: of
 * SPEC §2's two readings this one never races the login's own navigation.
 */
export function AuthPage({ hostname = window.location.hostname }: { hostname?: string }) {
  const { data: user } = useCurrentUser();
  if (user) return <Navigate to={landingAfterSignIn(user.role)} replace />;
  const portal = portalForHost(hostname);
  return (
    <>
      <title>{portal ? `${portal.title} Login · Heartwise` : 'Sign in · Heartwise'}</title>
      {portal ? <PortalAuth portal={portal} /> : <MainAuth />}
    </>
  );
}

export default AuthPage;
