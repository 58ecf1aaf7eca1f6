import { askForHelpWithPost, askForHelpWithPostDocs } from './own-post-calls.js';

export const askForHelpWithReply = /* @__PURE__ */ askForHelpWithPost('replies');

export const askForHelpWithReplyDocs = /* @__PURE__ */ askForHelpWithPostDocs('replies');
