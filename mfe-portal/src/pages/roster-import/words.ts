import type { RosterImportStatus } from '@heartwise/contracts';
import type { BadgeTone } from '@heartwise/ui-kit';

export const importStatusLabel: Record<RosterImportStatus, string> = {
  previewed: 'Ready to apply',
  applying: 'Applying',
  applied: 'Applied',
  failed: 'Stopped part-way',
  'rolling-back': 'Rolling back',
  'rolled-back': 'Rolled back',
  discarded: 'Discarded',
};

export const importStatusTone: Record<RosterImportStatus, BadgeTone> = {
  previewed: 'info',
  applying: 'primary',
  applied: 'success',
  failed: 'danger',
  'rolling-back': 'warning',
  'rolled-back': 'neutral',
  discarded: 'neutral',
};

/** Where a problem is: "users.csv, line 14", the file alone, or nothing for the upload as a whole. */
export const placeOf = ({ file, line }: { file: string | null; line: number | null }): string | null =>
  file ? (line ? `${file}, line ${line}` : file) : null;

/** The imports worth opening when the page opens: one still waiting for the admin or at work. */
export const needsAttention = (status: RosterImportStatus): boolean =>
  status === 'previewed' || status === 'applying' || status === 'failed' || status === 'rolling-back';
