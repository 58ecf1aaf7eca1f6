import { ModerationFigures } from '@heartwise/contracts';
import type { z } from 'zod';

/**
 * The moderation figures as this service sends them: issue 19's fields are optional in contracts
 * (a dashboard may meet an older service), but this service always sends every one of them.
 */
export const FiguresSent = ModerationFigures.required({ rejected: true, week: true, trends: true });
export type FiguresSent = z.infer<typeof FiguresSent>;
