import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { linksQuery } from '../../api/links.js';
import { FAMILY_LINKS_ID } from './familyLinksId.js';
import { ParentLinks } from './ParentLinks.js';
import { ProfileSection } from './ProfileSection.js';
import { YouthLinks } from './YouthLinks.js';

const descriptions = {
  parent:
    "Only your young person can accept a link. Once they do, you'll see summaries of their habits and check-ins — never their notes or posts.",
  youth:
    'You decide who is linked. A linked parent or guardian sees summaries of your habits and check-ins — never your notes or posts. Every request made for you stays listed here.',
} as const;

/** "Family links" (SPEC §3 user_links), for parents and youth only. */
export function FamilyLinksSection({ role }: { role: 'parent' | 'youth' }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const expectingChange = useRef(false);
  const { data: links } = useQuery(linksQuery);
  // A change can remove the row whose button had focus, leaving keyboard users at the top of the
  // page: once the new list is on screen, they continue from this section's heading instead.
  useEffect(() => {
    if (!expectingChange.current) return;
    expectingChange.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, [links]);
  const refocus = useCallback(() => {
    expectingChange.current = true;
  }, []);
  // Arriving from the banner (/profile#family-links): start here, for eyes and for screen readers,
  // a frame after the layout has moved focus to <main> for the new page.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${FAMILY_LINKS_ID}`) return;
    const frame = requestAnimationFrame(() => {
      heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <ProfileSection
      id={FAMILY_LINKS_ID}
      title="Family links"
      description={descriptions[role]}
      headingRef={heading}
    >
      {role === 'parent' ? <ParentLinks refocus={refocus} /> : <YouthLinks refocus={refocus} />}
    </ProfileSection>
  );
}
