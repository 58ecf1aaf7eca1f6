import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { useQueries, useQuery } from '@tanstack/react-query';
import { moderationFiguresQuery } from '../../api/figures.js';
import { figure } from '../../components/figure.js';
import { QueueList } from './QueueList.js';
import { everyQueue, queueStatuses } from './statuses.js';

const allCaughtUp = { title: 'All caught up!', description: 'No content to review in this category.' };

/**
 * The one review queue (issue 14): tabs Pending (n) / Flagged (n) / Approved / Rejected, each list
 * with the same item cards and the same decisions. Content Moderation (/admin/moderation,
 * /moderator/review) and the moderator dashboard's Review Queue tab both show this component. The
 * tabs' counts are the whole status's (the moderation figures), as the count cards'.
 */
export function ReviewQueue() {
  useQueries(everyQueue);
  const figures = useQuery(moderationFiguresQuery);
  return (
    <Tabs defaultValue="pending">
      <TabsList aria-label="Moderation status">
        {queueStatuses.map(({ status, tab, counted, countOf }) => {
          const count = figure(figures, countOf);
          return (
            <TabsTrigger key={status} value={status}>
              {counted && typeof count === 'number' ? `${tab} (${count})` : tab}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {queueStatuses.map(({ status, countOf }) => (
        <TabsContent key={status} value={status}>
          <QueueList status={status} empty={allCaughtUp} total={figure(figures, countOf)} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
