import type { Role } from '@heartwise/contracts';
import { Muted } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { DeleteAccountDialog } from './DeleteAccountDialog.js';
import { FormActions, ProfileSection } from './ProfileSection.js';

const Consequences = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/**
 * Who may not delete their own account, and whom to ask instead (svc-identity answers 403 to them).
 * Every role is listed, so a new one must say which it is.
 */
const staffNote: Record<Role, string | null> = {
  youth: null,
  parent: null,
  moderator: 'Moderator accounts are removed by an administrator. Please ask one to do it for you.',
  admin: 'Administrator accounts are removed by another administrator. Please ask one to do it for you.',
  'org-admin':
    "A district's organization admin is removed by a Heartwise administrator, so the district is never left without one. Please ask one to do it for you.",
};

/**
 * "Delete my account": what deletion does, in the words of the deletion policy
 * (docs/architecture.md): the account and everything about the person go; what they posted stays
 * for the community, but no longer says who wrote it.
 */
export function DeleteAccountSection({ role, username }: { role: Role; username: string }) {
  const note = staffNote[role];
  return (
    <ProfileSection id="delete-account" title="Delete my account" description="This can't be undone.">
      {note ? (
        <Muted>{note}</Muted>
      ) : (
        <>
          <Consequences>
            <li>
              Your account is erased: your name, email, username and password. You'll be signed out
              everywhere.
            </li>
            <li>Your habits, check-ins and practice are erased.</li>
            <li>Any family links end.</li>
            <li>
              What you wrote in Pause and Post stays, so the conversations still make sense for others, but it
              shows as 'Anonymous': your name, username and email are no longer on it.
            </li>
          </Consequences>
          <Muted>Want a copy first? Use 'Download my data' above.</Muted>
          <FormActions>
            <DeleteAccountDialog username={username} />
          </FormActions>
        </>
      )}
    </ProfileSection>
  );
}
