import { Stack, useCurrentUser } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { PageFrame } from '../frames/PageFrame.js';
import { DetailsSection } from './DetailsSection.js';
import { FamilyLinksSection } from './FamilyLinksSection.js';
import { PasswordSection } from './PasswordSection.js';

/** Forms read best in a column, not across the whole page. */
const Column = styled(Stack)`
  max-width: 46rem;
`;

/** /profile (any signed-in role): your details, your password, and for parents and youth, family links. */
export default function ProfilePage() {
  const { data: user } = useCurrentUser();
  // The route's guard renders this page only once someone is signed in.
  if (!user) return null;
  return (
    <PageFrame title="Profile Settings" intro="Your details, your password and who you're linked with.">
      <Column gap={6}>
        <DetailsSection user={user} />
        <PasswordSection username={user.username} />
        {user.role === 'parent' || user.role === 'youth' ? <FamilyLinksSection role={user.role} /> : null}
      </Column>
    </PageFrame>
  );
}
