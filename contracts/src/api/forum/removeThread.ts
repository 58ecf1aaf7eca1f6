import { removePost, removePostDocs } from './own-post-calls.js';

export const removeThread = /* @__PURE__ */ removePost('threads');

export const removeThreadDocs = /* @__PURE__ */ removePostDocs('threads');
