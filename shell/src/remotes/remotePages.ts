import type { RemoteName } from '@heartwise/contracts';
import type { ComponentType } from 'react';

/**
 * The pages the shell mounts from remotes: `<remote>/<exposed module>`. Each remote's
 * `src/exposes/` holds these; an exposed page is a default-exported component without props.
 */
export type RemotePageId =
  | 'wellness/HomeDashboard'
  | 'wellness/YouthDashboard'
  | 'wellness/ParentDashboard'
  | 'wellness/YouthSummary'
  | 'wellness/CheckInsPage'
  | 'wellness/PracticePage'
  | 'forum/ForumList'
  | 'forum/ThreadDetail'
  | 'admin/ModerationQueue'
  | 'admin/ModeratorDashboard'
  | 'admin/AdminDashboard'
  | 'admin/EscalatedReview'
  | 'admin/UserManagement'
  | 'admin/Districts'
  | 'portal/PortalDashboard'
  | 'portal/Schools'
  | 'portal/People'
  | 'portal/RosterImport'
  | 'portal/ActivationCodes'
  | 'portal/OrgSettings'
  | 'portal/Escalations';

export interface RemotePageModule {
  default: ComponentType;
}

const remoteNames: readonly RemoteName[] = ['wellness', 'forum', 'admin', 'portal'];

/** The remote a module id belongs to ('unknown' for an id the shell does not know). */
export function remoteOf(id: string): RemoteName | 'unknown' {
  const name = id.split('/')[0];
  return remoteNames.find((remote) => remote === name) ?? 'unknown';
}
