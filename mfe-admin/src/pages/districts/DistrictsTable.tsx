import type { OrganizationList } from '@heartwise/contracts';
import { DataTable, formatDate } from '@heartwise/ui-kit';

/** The districts, oldest first: name (the row's header), schools, members, created. */
export function DistrictsTable({ districts }: { districts: OrganizationList }) {
  return (
    <DataTable caption={`Districts (${districts.length})`}>
      <thead>
        <tr>
          <th scope="col">District</th>
          <th scope="col">Schools</th>
          <th scope="col">Members</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {districts.map((district) => (
          <tr key={district.id}>
            <th scope="row">{district.name}</th>
            <td>{district.schools}</td>
            <td>{district.members}</td>
            <td>{formatDate(district.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
