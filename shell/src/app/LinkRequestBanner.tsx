import { Container, Icon } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { linksQuery } from '../api/links.js';
import { FAMILY_LINKS_ID } from '../pages/profile/familyLinksId.js';

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentSoftText};
  p {
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.colors.accentSoftText};
    font-weight: 600;
  }
`;

/**
 * A youth with a parent's link request waiting hears of it on every page, not only on /profile.
 * Cheap: the same one query the profile page uses, fetched once per page load, never polled.
 */
export function LinkRequestBanner() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const isYouth = user?.role === 'youth';
  const { data: links } = useQuery({ ...linksQuery, enabled: isYouth });
  const waiting = isYouth ? (links?.filter((link) => link.status === 'pending').length ?? 0) : 0;
  // On /profile the requests themselves are on the page.
  if (waiting === 0 || pathname === '/profile') return null;
  return (
    <Container>
      <Bar aria-label="Family link request">
        <Icon name="people" size={22} />
        <p>{waiting === 1 ? 'You have a family link request' : `You have ${waiting} family link requests`}</p>
        <Link to={`/profile#${FAMILY_LINKS_ID}`}>{waiting === 1 ? 'Review it' : 'Review them'}</Link>
      </Bar>
    </Container>
  );
}
