import { Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import { firstNameOrFriend, useCurrentUser } from '@heartwise/web-runtime';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AdminOverview } from './AdminOverview.js';
import { AnalyticsTab } from './AnalyticsTab.js';
import { LinkingTab } from './LinkingTab.js';
import { ReviewTab } from './ReviewTab.js';
import { SettingsTab } from './SettingsTab.js';
import { adminTabs, isAdminTab, tabForPath, type AdminTab } from './tabs.js';
import { UsersTab } from './UsersTab.js';

/**
 * The admin dashboard (SPEC §2): six tabs, every figure from the service that owns it. The path
 * picks the first tab (/admin/analytics opens Analytics); choosing a tab with a path goes there.
 */
export function AdminDashboard() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fromPath = tabForPath(pathname);
  const [tab, setTab] = useState<AdminTab>(fromPath ?? 'overview');

  // Back and forward between the dashboard's paths move the tab (adjusted while rendering, as React advises).
  const [seenPath, setSeenPath] = useState(fromPath);
  if (fromPath !== seenPath) {
    setSeenPath(fromPath);
    if (fromPath) setTab(fromPath);
  }

  const choose = (value: string) => {
    if (!isAdminTab(value)) return;
    setTab(value);
    const path = adminTabs.find((each) => each.value === value)?.path;
    if (path && path !== pathname) void navigate(path);
  };

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageTitle>Admin Dashboard</PageTitle>
        <Muted>{`Welcome, ${firstNameOrFriend(user)}.`}</Muted>
      </Stack>
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label="Admin dashboard">
          {adminTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <AdminOverview />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="linking">
          <LinkingTab />
        </TabsContent>
        <TabsContent value="review">
          <ReviewTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
