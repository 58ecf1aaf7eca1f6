import type { InsightFigures } from '../core/insight-figures.js';

/**
 * What insights need of a person's whole history, kept as it is written (issue 18). How they are
 * kept and found is the store's business; the use case only asks for them.
 */
export interface InsightFiguresRepository {
  of(userId: string): Promise<InsightFigures>;
}
