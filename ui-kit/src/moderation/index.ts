// The moderation review, shared by the staff queue (mfe-admin) and an organization admin's
// escalations (mfe-portal, issue 16): one item card, one set of decision buttons and dialogs (the
// rules are contracts' decisionsFor), one set of words. Bundled into each app that uses it, not
// shared: it imports the core and the overlays by package name, so it meets their shared copy.
// Sending a decision is web-runtime's (`@heartwise/web-runtime/moderation`: useDecision, postDecision).
export { AuthorSanctions } from './AuthorSanctions.js';
export type { RenderLift } from './AuthorSanctions.js';
export { DecisionHistory } from './DecisionHistory.js';
export { ItemDecisions } from './ItemDecisions.js';
export { ModerationItemCard } from './ModerationItemCard.js';
export type { ModerationItemCardProps } from './ModerationItemCard.js';
export type { DecisionInput, DecisionSending } from './decisionSending.js';
export {
  authorActions,
  contentStatusWords,
  decidedWords,
  decisionTone,
  historyWords,
  kindWords,
  priorityWords,
  sanctionDone,
  statusWords,
  typeWords,
  visibilityWords,
} from './words.js';
