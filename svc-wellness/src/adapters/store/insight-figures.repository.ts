import type { DocumentStore } from '@heartwise/service-kit';
import type { InsightFiguresRepository } from '../../ports/insight-figures.port.js';
import { insightFiguresStore } from './read-models/insight-figures.js';

/**
 * The figures are one document per person (read-models/insight-figures), kept by the check-in,
 * session and habit repositories as they write; reading them is one read by `_id`.
 */
export function insightFiguresRepository(store: DocumentStore): InsightFiguresRepository {
  const figures = insightFiguresStore(store);
  return { of: (userId) => figures.read(userId) };
}
