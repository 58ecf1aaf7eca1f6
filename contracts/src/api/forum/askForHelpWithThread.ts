import { askForHelpWithPost, askForHelpWithPostDocs } from './own-post-calls.js';

export const askForHelpWithThread = /* @__PURE__ */ askForHelpWithPost('threads');

export const askForHelpWithThreadDocs = /* @__PURE__ */ askForHelpWithPostDocs('threads');
