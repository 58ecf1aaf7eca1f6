import { Button, toast } from '@heartwise/ui-kit';
import { toastFailure } from '@heartwise/web-runtime';
import { useMutation } from '@tanstack/react-query';
import { gatherMyData, MyDataNotGathered, myDataFileName, notGatheredMessage } from './myDataFile.js';
import { FormActions, ProfileSection } from './ProfileSection.js';
import { saveJsonFile } from './saveJsonFile.js';

/** Gathers every part, then saves one file; returns its name. */
async function downloadMyData(): Promise<string> {
  const now = new Date();
  const file = await gatherMyData(now);
  const fileName = myDataFileName(now);
  saveJsonFile(fileName, file);
  return fileName;
}

/** "Download my data": one JSON file with what every part of Heartwise keeps about the person. */
export function DownloadDataSection() {
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: (fileName) => {
      toast({
        title: 'Your file is ready',
        description: `Look for ${fileName} in your downloads.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Download failed',
        description:
          error instanceof MyDataNotGathered
            ? notGatheredMessage(error.failed)
            : 'Your file could not be made. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <ProfileSection
      id="my-data"
      title="Download my data"
      description="One file with everything Heartwise keeps about you: your account and family links, your habits, check-ins and practice, and what you wrote in Pause and Post."
    >
      <p>
        It's a JSON file: plain text that you can open in any text editor, or bring to another app. Keep it
        somewhere safe, as it holds your personal details.
      </p>
      <FormActions>
        <Button
          type="button"
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparing your file...' : 'Download my data'}
        </Button>
      </FormActions>
    </ProfileSection>
  );
}
