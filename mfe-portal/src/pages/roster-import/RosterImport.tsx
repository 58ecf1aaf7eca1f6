import { LoadFailed, Muted, PageTitle, Spinner, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { importsQuery } from '../../api/imports.js';
import { ImportDetail } from './ImportDetail.js';
import { ImportHistory } from './ImportHistory.js';
import { UploadForm } from './UploadForm.js';
import { needsAttention } from './words.js';

/**
 * Import (issue 16): upload a OneRoster set, read its dry-run preview, apply it and watch it run;
 * resume or roll back one that stopped part-way; every import of the district below.
 */
export function RosterImport() {
  const history = useQuery(importsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  // Until the admin picks one, the newest import that still needs them (a reload finds it again).
  const openId = chosen ?? history.data?.find((one) => needsAttention(one.status))?.id ?? null;

  return (
    <Stack gap={6}>
      <PageTitle>Import</PageTitle>
      <Muted>
        Upload your student information system&apos;s OneRoster 1.1 or 1.2 CSV export. Nothing changes until
        you have read the preview and chosen Apply.
      </Muted>
      <UploadForm onUploaded={setChosen} />
      {openId ? <ImportDetail importId={openId} /> : null}
      {history.isPending ? (
        <Spinner label="Loading imports..." showLabel />
      ) : history.isError ? (
        <LoadFailed what="the imports" onRetry={() => void history.refetch()} />
      ) : (
        <ImportHistory imports={history.data} openId={openId} onOpen={setChosen} />
      )}
    </Stack>
  );
}
