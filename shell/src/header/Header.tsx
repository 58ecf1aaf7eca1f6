import { Button, Container, media, Skeleton } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { roleNavigation } from '../session/roles.js';
import { GetHelpNow } from './GetHelpNow.js';
import { useMainNav } from './MainNav.js';

// Signed-in only: visitors never download the menu's Radix parts.
const UserMenu = lazy(() => import('./UserMenu.js'));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgba(251, 247, 242, 0.94);
  backdrop-filter: blur(6px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * One row on every screen. Phones: the brand, "Get help now" and the menu button; the menu opens
 * the role's links and the account under them (MainNav.tsx). From md up: the brand, help, the links
 * and the account on the right, with no menu button. The order on screen is the order in the page,
 * so Tab follows what the eye sees, and help is always the second stop after the brand.
 */
const Row = styled(Container)`
  /* Wider than the page's column: a parent's or an admin's links fit one line on a 1280 px screen. */
  max-width: calc(${({ theme }) => theme.layout.maxWidth} + 10rem);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: 4rem;
  padding-block: ${({ theme }) => theme.space[2]};
  ${media.md} {
    column-gap: ${({ theme }) => theme.space[4]};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  text-decoration: none;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Signed out, the Sign In button sits at the end of the row. */
const SignIn = styled.div`
  margin-left: auto;
`;

export function HeartMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
      />
    </svg>
  );
}

/** Every page's header: the brand, "Get help now" (for everyone), the role's links and the account. */
export function Header() {
  const { data: user } = useCurrentUser();
  const navigation = useMainNav(user ? roleNavigation[user.role] : []);
  return (
    <Bar>
      <Row>
        <Brand to="/">
          <HeartMark />
          Heartwise
        </Brand>
        <GetHelpNow />
        {user ? (
          <>
            {navigation.menuButton}
            {navigation.links}
            {navigation.account(
              <Suspense fallback={<Skeleton width="7rem" height="2.75rem" />}>
                <UserMenu user={user} />
              </Suspense>,
            )}
          </>
        ) : user === null ? (
          <SignIn>
            <Button as={Link} to="/auth" size="sm">
              Sign In
            </Button>
          </SignIn>
        ) : null}
      </Row>
    </Bar>
  );
}
