import type { ForumExport, IdentityExport, WellnessExport } from '@heartwise/contracts';
import { exportMyAccountData, exportMyForumData, exportMyWellnessData } from '../../api/account.js';

/** The parts of "Download my data", one per service, in the order the file lists them. */
export type MyDataPart = 'account' | 'wellness' | 'forum';

/** The one file "Download my data" saves: when, then each part as its service gave it. */
export interface MyDataFile {
  exportedAt: string;
  /** The account as GET /api/user shows it, with its family links and how many sessions are open. */
  account: IdentityExport['account'] & Pick<IdentityExport, 'links' | 'sessions'>;
  wellness: Omit<WellnessExport, 'exportedAt'>;
  forum: Omit<ForumExport, 'exportedAt'>;
}

/**
 * Some parts could not be fetched or did not match their contract, so no file is made. Its `cause`
 * gathers why (an AggregateError of each failed part's error), so the page's 401 rule sees a
 * session that ended behind it.
 */
export class MyDataNotGathered extends Error {
  override readonly name = 'MyDataNotGathered';

  constructor(
    readonly failed: MyDataPart[],
    /** Why, for each failed part. */
    readonly causes: unknown[],
  ) {
    super(`Could not gather: ${failed.join(', ')}`, { cause: new AggregateError(causes) });
  }
}

// The file states one time, the moment it was made; each service's own stamp would only repeat it.
const withoutStamp = <T extends { exportedAt: string }>({ exportedAt: _stamp, ...part }: T) => part;

/** Asks every service at once and waits for all of them: a file is whole or not made at all. */
export async function gatherMyData(now: Date): Promise<MyDataFile> {
  const [account, wellness, forum] = await Promise.allSettled([
    exportMyAccountData(),
    exportMyWellnessData(),
    exportMyForumData(),
  ]);
  if (account.status === 'rejected' || wellness.status === 'rejected' || forum.status === 'rejected') {
    const settled = { account, wellness, forum };
    const failed = (Object.keys(settled) as MyDataPart[]).filter(
      (part) => settled[part].status === 'rejected',
    );
    const causes = [account, wellness, forum].flatMap((part) =>
      part.status === 'rejected' ? [part.reason] : [],
    );
    throw new MyDataNotGathered(failed, causes);
  }
  const { account: user, links, sessions } = account.value;
  return {
    exportedAt: now.toISOString(),
    account: { ...user, links, sessions },
    wellness: withoutStamp(wellness.value),
    forum: withoutStamp(forum.value),
  };
}

const partNames: Record<MyDataPart, string> = { account: 'account', wellness: 'wellness', forum: 'forum' };

/** "Your wellness data could not be gathered.", naming every part that failed. */
export function notGatheredMessage(failed: MyDataPart[]): string {
  const names = failed.map((part) => partNames[part]);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Your ${listed} data could not be gathered. Please try again.`;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** heartwise-my-data-YYYY-MM-DD.json, on the person's own calendar day. */
export const myDataFileName = (now: Date): string =>
  `heartwise-my-data-${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}.json`;
