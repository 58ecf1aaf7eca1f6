import { removePost, removePostDocs } from './own-post-calls.js';

export const removeReply = /* @__PURE__ */ removePost('replies');

export const removeReplyDocs = /* @__PURE__ */ removePostDocs('replies');
