export { forumService } from './service.js';
export { forumConfig, type ForumConfig } from './config.js';
/** For `npm run screening:report`: how the screening lists do on a corpus. */
export { screeningLists } from './core/screening/screening.js';
export {
  EvasionCorpus,
  InnocentCorpus,
  screeningFigures,
  type Miss,
  type ScreeningFigures,
} from './core/screening/screening-figures.js';
// For npm run bench (issue 18): a district's forum, stored as the service would have written it.
export * from './adapters/store/seed/index.js';
