import type { OrgPerson } from '@heartwise/contracts';
import { Badge, Button, formatDate, VisuallyHidden } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { styled } from 'styled-components';
import { WideTable } from '../../components/WideTable.js';
import { useReactivate } from './useReactivate.js';
import { roleLabel, statusLabel, statusTone } from './words.js';

const Person = styled.th`
  && {
    font-weight: 400;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    display: block;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Yours = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Short facts (a status, a date, the buttons) stay on one line each: a phone scrolls the table
// sideways (and says so) rather than stacking them a word a line. A school's name and a role
// ("Organization admin") may take two lines, so the table still fits a laptop.
const Columns = styled.div`
  td {
    white-space: nowrap;
  }
  td:nth-of-type(-n + 2) {
    min-width: 7rem;
    white-space: normal;
  }
`;

/**
 * The people of a page: who, school, role, status, last active, and what can be done. The signed-in
 * organization admin's own row offers nothing: the service refuses to deactivate yourself.
 */
export function PeopleTable({
  people,
  total,
  schoolName,
  onDeactivate,
  onResend,
}: {
  people: OrgPerson[];
  total: number;
  schoolName: (schoolId: string | null) => string;
  onDeactivate: (person: OrgPerson) => void;
  onResend: (person: OrgPerson) => void;
}) {
  const reactivate = useReactivate();
  const { data: me } = useCurrentUser();
  return (
    <Columns>
      <WideTable caption={`People (${total})`}>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">School</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last active</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {people.length === 0 ? (
            <tr>
              <td colSpan={6}>No one matches these filters.</td>
            </tr>
          ) : (
            people.map((person) => (
              <tr key={person.userId}>
                <Person scope="row">
                  <strong>{person.name}</strong>
                  <span>{`@${person.username}`}</span>
                  {person.email ? <span>{person.email}</span> : null}
                </Person>
                <td>{schoolName(person.schoolId)}</td>
                <td>{roleLabel[person.role]}</td>
                <td>
                  <Badge tone={statusTone[person.status]}>{statusLabel[person.status]}</Badge>
                </td>
                <td>{formatDate(person.lastActive, 'Never')}</td>
                <td>
                  {person.userId === me?.id ? (
                    <Yours>Your account</Yours>
                  ) : (
                    <Actions>
                      {person.status === 'not-activated' ? (
                        <Button type="button" size="sm" variant="secondary" onClick={() => onResend(person)}>
                          Resend activation<VisuallyHidden>{` for ${person.name}`}</VisuallyHidden>
                        </Button>
                      ) : null}
                      {person.status === 'deactivated' ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="secondary"
                          disabled={reactivate.isPending && reactivate.variables?.userId === person.userId}
                          onClick={() => reactivate.mutate(person)}
                        >
                          Reactivate<VisuallyHidden>{` ${person.name}`}</VisuallyHidden>
                        </Button>
                      ) : (
                        <Button type="button" size="sm" variant="ghost" onClick={() => onDeactivate(person)}>
                          Deactivate<VisuallyHidden>{` ${person.name}`}</VisuallyHidden>
                        </Button>
                      )}
                    </Actions>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </WideTable>
    </Columns>
  );
}
