import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { useQueries } from '@tanstack/react-query';
import { QueueList } from './QueueList.js';
import { everyQueue, lengthOf, queueStatuses } from './statuses.js';

const allCaughtUp = { title: 'All caught up!', description: 'No content to review in this category.' };

/**
 * The one review queue (issue 14): tabs Pending (n) / Flagged (n) / Approved / Rejected, each list
 * with the same item cards and the same decisions. Content Moderation (/admin/moderation,
 * /moderator/review) and the moderator dashboard's Review Queue tab both show this component.
 */
export function ReviewQueue() {
  const counts = useQueries(everyQueue).map(lengthOf);
  return (
    <Tabs defaultValue="pending">
      <TabsList aria-label="Moderation status">
        {queueStatuses.map(({ status, tab, counted }, index) => {
          const count = counts[index];
          return (
            <TabsTrigger key={status} value={status}>
              {counted && typeof count === 'number' ? `${tab} (${count})` : tab}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {queueStatuses.map(({ status }) => (
        <TabsContent key={status} value={status}>
          <QueueList status={status} empty={allCaughtUp} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
