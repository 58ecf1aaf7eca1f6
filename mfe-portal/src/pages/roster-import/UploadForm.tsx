import { ROSTER_UPLOAD_MAX_BYTES } from '@heartwise/contracts';
import { Button, Card, CardTitle, FieldError, Input, Label, Muted, Stack } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { importQuery, importsKey, uploadRoster } from '../../api/imports.js';

const MAX_MB = Math.round(ROSTER_UPLOAD_MAX_BYTES / 1024 ** 2);

/** Choose the files (or one zip) and upload them: the reply is the dry-run preview. */
export function UploadForm({ onUploaded }: { onUploaded: (importId: string) => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [tooBig, setTooBig] = useState(false);
  const upload = useMutation({
    mutationFn: uploadRoster,
    onSuccess: (uploaded) => {
      queryClient.setQueryData(importQuery(uploaded.id).queryKey, uploaded);
      void queryClient.invalidateQueries({ queryKey: importsKey, exact: true });
      setFiles([]);
      if (input.current) input.current.value = '';
      onUploaded(uploaded.id);
    },
  });

  return (
    <Card>
      <CardTitle as="h2">Upload a roster</CardTitle>
      <form
        noValidate
        aria-label="Upload a roster"
        onSubmit={(event) => {
          event.preventDefault();
          if (files.length > 0 && !tooBig) upload.mutate(files);
        }}
      >
        <Stack gap={3}>
          <Label htmlFor={inputId}>OneRoster files</Label>
          <Input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept=".csv,.zip,text/csv,application/zip"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              setFiles(chosen);
              setTooBig(chosen.reduce((sum, file) => sum + file.size, 0) > ROSTER_UPLOAD_MAX_BYTES);
              upload.reset();
            }}
          />
          <Muted id={`${inputId}-hint`}>
            {`orgs.csv and users.csv, and if you have them classes.csv, enrollments.csv and manifest.csv — or one .zip of them. Up to ${MAX_MB} MB together.`}
          </Muted>
          {files.length > 0 ? <Muted>{`Chosen: ${files.map((file) => file.name).join(', ')}`}</Muted> : null}
          {tooBig ? <FieldError>{`These files are larger than ${MAX_MB} MB together.`}</FieldError> : null}
          {upload.isError ? (
            <FieldError>
              {serverMessage(upload.error, "We couldn't read these files. Please try again.")}
            </FieldError>
          ) : null}
          <div>
            <Button type="submit" disabled={files.length === 0 || tooBig || upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload and preview'}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
