import { LoadFailed, PageTitle, Spinner, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { orgSettingsQuery } from '../../api/settings.js';
import { SettingsForm } from './SettingsForm.js';

/** Settings (issue 16): who youth talk with, how long leavers are kept, phrases and helplines. */
export function OrgSettings() {
  const settings = useQuery(orgSettingsQuery);
  return (
    <Stack gap={6}>
      <PageTitle>Settings</PageTitle>
      {settings.isPending ? (
        <Spinner label="Loading settings..." showLabel />
      ) : settings.isError ? (
        <LoadFailed what="the settings" onRetry={() => void settings.refetch()} />
      ) : (
        // Mounted once with what was stored: a later refetch never overwrites what is being typed.
        <SettingsForm stored={settings.data} />
      )}
    </Stack>
  );
}
