import type { AdminActivity, LinkPerson } from '@heartwise/contracts';
import { Card, formatMoment, personLabel, Spinner } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { EmptyCard } from '../../components/EmptyCard.js';
import { roleLabel } from '../user-management/roles.js';
import { describeDistrictActivity } from './describeDistrictActivity.js';

const Entries = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Someone the log names; a deleted account's name is kept nowhere, so it reads as such. */
const who = (person: LinkPerson | null | undefined, gone: string): string =>
  person ? personLabel(person) : gone;

/** One audit-log entry in a sentence: a platform admin's action, or a district's (issue 16). */
export function describeActivity(entry: AdminActivity): string {
  const by = who(entry.by, 'A removed administrator');
  const role = (value: AdminActivity['toRole']) => (value ? roleLabel[value] : 'unknown role');
  switch (entry.kind) {
    case 'role-changed':
      return `${by} changed ${who(entry.whom, 'a deleted account')}'s role from ${role(entry.fromRole)} to ${role(entry.toRole)}`;
    case 'user-deleted':
      return `${by} deleted a ${role(entry.fromRole)} account`;
    case 'staff-created':
      return `${by} created a ${role(entry.toRole)} account for ${who(entry.whom, 'a deleted account')}`;
    // No administrator approves links any more (only the youth accepts); older entries still read.
    case 'link-approved':
      return `${by} approved the link between ${who(entry.whom, 'a deleted parent')} and ${who(entry.youth, 'a deleted youth')}`;
    case 'link-rejected':
      // No youth at all (not a deleted one): the request named a username that is no youth's.
      return entry.youth === undefined
        ? `${by} rejected a link request from ${who(entry.whom, 'a deleted parent')}`
        : `${by} rejected the link between ${who(entry.whom, 'a deleted parent')} and ${who(entry.youth, 'a deleted youth')}`;
    case 'member-deactivated':
    case 'member-reactivated':
    case 'roster-import-applied':
    case 'roster-import-rolled-back':
    case 'activation-codes-issued':
    case 'org-settings-changed':
      return describeDistrictActivity({ ...entry, kind: entry.kind });
  }
}

/** The audit log's newest entries, newest first. */
export function AdminActivityList({ entries }: { entries: AdminActivity[] | undefined }) {
  if (entries === undefined) return <Spinner label="Loading admin activity..." showLabel />;
  if (entries.length === 0) {
    return (
      <EmptyCard
        title="No admin activity yet"
        description="Role changes, deletions, rejected link requests and what district admins do show here."
      />
    );
  }
  return (
    <Entries>
      {entries.map((entry) => (
        <Entry as="li" key={entry.id}>
          <span>{describeActivity(entry)}</span>
          <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
        </Entry>
      ))}
    </Entries>
  );
}
