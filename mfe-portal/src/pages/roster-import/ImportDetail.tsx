import type { RosterImport } from '@heartwise/contracts';
import {
  Badge,
  Card,
  CardTitle,
  FieldError,
  formatDate,
  LoadFailed,
  Muted,
  Spinner,
  Stack,
} from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { Progress } from '@heartwise/ui-kit/overlays';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { peopleFiguresKey } from '../../api/figures.js';
import { importQuery, importsKey, isRunning } from '../../api/imports.js';
import { myOrganizationKey } from '../../api/organization.js';
import { peopleKey } from '../../api/people.js';
import { ImportActions } from './ImportActions.js';
import { PlanTable } from './PlanTable.js';
import { ProblemList } from './ProblemList.js';
import { importStatusLabel, importStatusTone } from './words.js';

function ProgressBar({ rosterImport }: { rosterImport: RosterImport }) {
  const labelId = useId();
  const { done, total } = rosterImport.progress;
  const verb = rosterImport.status === 'rolling-back' ? 'Rolling back' : 'Applying';
  return (
    <Stack gap={2}>
      <p id={labelId}>{`${verb}: ${done} of ${total} steps`}</p>
      <Progress aria-labelledby={labelId} value={done} max={Math.max(total, 1)} />
    </Stack>
  );
}

/** One import: its state, the dry-run preview, problems, and what can be done with it now. */
export function ImportDetail({ importId }: { importId: string }) {
  const query = useQuery(importQuery(importId));
  const queryClient = useQueryClient();
  const status = query.data?.status;
  // When a run ends, the history, the people, the schools and their figures read again.
  useEffect(() => {
    if (status === 'applied' || status === 'failed' || status === 'rolled-back')
      for (const queryKey of [importsKey, peopleKey, peopleFiguresKey, myOrganizationKey])
        void queryClient.invalidateQueries({ queryKey, exact: queryKey === importsKey });
  }, [status, queryClient]);
  if (query.data === undefined)
    return query.isError ? (
      <LoadFailed what="this import" onRetry={() => void query.refetch()} />
    ) : (
      <Spinner label="Loading the import..." showLabel />
    );
  const rosterImport = query.data;
  const { preview, failure } = rosterImport;
  return (
    <Card as="section" aria-labelledby={`import-${importId}`}>
      <Stack gap={4}>
        <Stack gap={2}>
          <CardTitle as="h2" id={`import-${importId}`}>
            {`Import of ${formatDate(rosterImport.createdAt)}`}
          </CardTitle>
          <div>
            <Badge tone={importStatusTone[rosterImport.status]}>
              {importStatusLabel[rosterImport.status]}
            </Badge>
          </div>
          <Muted>{`${rosterImport.files.join(', ')} · uploaded by ${rosterImport.createdBy.name}`}</Muted>
          {preview.district ? <Muted>{`District in the files: ${preview.district.name}`}</Muted> : null}
        </Stack>
        {isRunning(rosterImport) ? <ProgressBar rosterImport={rosterImport} /> : null}
        {failure ? (
          <FieldError>{`It stopped part-way ${failure.during === 'rollback' ? 'while rolling back' : 'while applying'}: ${failure.message}`}</FieldError>
        ) : null}
        <PlanTable plan={preview} />
        {preview.changes === 0 && rosterImport.status === 'previewed' ? (
          <Muted role="status">Nothing to change: these files match what Heartwise already has.</Muted>
        ) : null}
        <ProblemList title="Can't be applied" count={preview.blockers.length} shown={preview.blockers} />
        <ProblemList title="Rows left out" count={preview.problems.count} shown={preview.problems.shown} />
        <ProblemList
          title="Done differently"
          count={rosterImport.notices.count}
          shown={rosterImport.notices.shown}
        />
        <ImportActions rosterImport={rosterImport} />
        {/* A failed poll keeps what was last seen; the next poll tries again. */}
        {query.isError ? (
          <FieldError>
            {serverMessage(query.error, "We couldn't check on this import just now; trying again.")}
          </FieldError>
        ) : null}
      </Stack>
    </Card>
  );
}
