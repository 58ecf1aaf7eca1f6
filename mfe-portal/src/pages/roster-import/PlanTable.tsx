import type { RosterPlanSummary } from '@heartwise/contracts';
import { WideTable } from '../../components/WideTable.js';

const kinds = [
  ['schools', 'Schools'],
  ['people', 'People'],
  ['classes', 'Classes'],
  ['enrollments', 'Enrollments'],
] as const;

/**
 * The dry run's counts: what will be created, changed and deactivated, and what stays as it is.
 * Five columns are wider than a phone: it scrolls sideways and says so.
 */
export function PlanTable({ plan }: { plan: RosterPlanSummary }) {
  return (
    <WideTable caption="What this import does">
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Create</th>
          <th scope="col">Change</th>
          <th scope="col">Deactivate</th>
          <th scope="col">Unchanged</th>
        </tr>
      </thead>
      <tbody>
        {kinds.map(([key, label]) => {
          const tally = plan[key];
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{tally.create.count}</td>
              <td>{tally.change.count}</td>
              <td>{tally.deactivate.count}</td>
              <td>{tally.unchanged}</td>
            </tr>
          );
        })}
      </tbody>
    </WideTable>
  );
}
