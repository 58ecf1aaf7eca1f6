import type { RosterImportList } from '@heartwise/contracts';
import { Badge, Button, formatDate, VisuallyHidden } from '@heartwise/ui-kit';
import { EmptyCard } from '../../components/EmptyCard.js';
import { WideTable } from '../../components/WideTable.js';
import { importStatusLabel, importStatusTone } from './words.js';

/** Every import of the district, newest first; any can be opened. */
export function ImportHistory({
  imports,
  openId,
  onOpen,
}: {
  imports: RosterImportList;
  openId: string | null;
  onOpen: (importId: string) => void;
}) {
  if (imports.length === 0)
    return <EmptyCard title="No imports yet" description="Your imports will be listed here." />;
  return (
    <WideTable caption={`Import history (${imports.length})`}>
      <thead>
        <tr>
          <th scope="col">Uploaded</th>
          <th scope="col">By</th>
          <th scope="col">Files</th>
          <th scope="col">Status</th>
          <th scope="col">
            <VisuallyHidden>Open</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {imports.map((one) => {
          const when = formatDate(one.createdAt);
          return (
            <tr key={one.id} aria-current={one.id === openId ? 'true' : undefined}>
              <th scope="row">{when}</th>
              <td>{one.createdBy.name}</td>
              <td>{one.files.join(', ')}</td>
              <td>
                <Badge tone={importStatusTone[one.status]}>{importStatusLabel[one.status]}</Badge>
              </td>
              <td>
                <Button type="button" size="sm" variant="ghost" onClick={() => onOpen(one.id)}>
                  Open<VisuallyHidden>{` the import of ${when} (${one.files.join(', ')})`}</VisuallyHidden>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </WideTable>
  );
}
