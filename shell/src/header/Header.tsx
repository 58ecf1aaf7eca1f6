import { Button, Container, media, Skeleton } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { roleNavigation } from '../session/roles.js';
import { GetHelpNow } from './GetHelpNow.js';

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

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  min-height: 4rem;
  padding-block: ${({ theme }) => theme.space[2]};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  text-decoration: none;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * Phones: the links take their own row under the brand. They wrap rather than scroll, so a role
 * with many links (the organization admin's seven) shows every one, with no link hidden past an
 * edge that gives no sign of it (and a zoomed-in page reflows instead of scrolling sideways).
 */
const Nav = styled.nav`
  order: 3;
  width: 100%;
  ${media.md} {
    order: 0;
    width: auto;
    flex: 1;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primarySoftText};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** On a phone the help button and the account take their own line, wrapping rather than overflowing. */
const Actions = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
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

/** Every page's header: the brand, the role's links, "Get help now" (for everyone) and the account. */
export function Header() {
  const { data: user } = useCurrentUser();
  return (
    <Bar>
      <Row>
        <Brand to="/">
          <HeartMark />
          Heartwise
        </Brand>
        {user ? (
          <Nav aria-label="Main">
            <ul>
              {roleNavigation[user.role].map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </Nav>
        ) : null}
        <Actions>
          <GetHelpNow />
          {user ? (
            <Suspense fallback={<Skeleton width="7rem" height="2.75rem" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : user === null ? (
            <Button as={Link} to="/auth" size="sm">
              Sign In
            </Button>
          ) : null}
        </Actions>
      </Row>
    </Bar>
  );
}
