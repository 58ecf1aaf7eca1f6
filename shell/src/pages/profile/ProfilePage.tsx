import { media, Stack } from '@heartwise/ui-kit';
import { RemoteComponent, useCurrentUser } from '@heartwise/web-runtime';
import { styled } from 'styled-components';
import { PageFrame } from '../layout/PageFrame.js';
import { DeleteAccountSection } from './DeleteAccountSection.js';
import { DetailsSection } from './DetailsSection.js';
import { DownloadDataSection } from './DownloadDataSection.js';
import { FamilyLinksSection } from './FamilyLinksSection.js';
import { HelplinesSection } from './HelplinesSection.js';
import { PasswordSection } from './PasswordSection.js';

/**
 * Forms read best in a column, not across the whole page; on a wide screen (issue 19: one 540 px
 * column on a 1280 px screen) two of them stand side by side: your account on the left, your family
 * and your data on the right. Each keeps its own height.
 */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * /profile (any signed-in role): your details, whose helplines you see, your password, for parents
 * and youth family links (and for youth what a linked parent can see), then your data: download it,
 * or delete your account.
 */
export default function ProfilePage() {
  const { data: user } = useCurrentUser();
  // The route's guard renders this page only once someone is signed in.
  if (!user) return null;
  return (
    <PageFrame
      title="Profile Settings"
      intro="Your details, your password, who you're linked with, and your data."
    >
      <Columns>
        <Stack gap={6}>
          <DetailsSection user={user} />
          <HelplinesSection user={user} />
          <PasswordSection username={user.username} />
        </Stack>
        <Stack gap={6}>
          {user.role === 'parent' || user.role === 'youth' ? <FamilyLinksSection role={user.role} /> : null}
          {/* A youth sees exactly what a linked parent sees about them (mfe-wellness's summary card). */}
          {user.role === 'youth' ? <RemoteComponent id="wellness/MySummary" props={{}} /> : null}
          <DownloadDataSection />
          <DeleteAccountSection role={user.role} username={user.username} />
        </Stack>
      </Columns>
    </PageFrame>
  );
}
