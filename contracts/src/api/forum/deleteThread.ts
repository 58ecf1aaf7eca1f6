import { deleteOwnPost, deleteOwnPostDocs } from './own-post-calls.js';

export const deleteThread = /* @__PURE__ */ deleteOwnPost('threads');

export const deleteThreadDocs = /* @__PURE__ */ deleteOwnPostDocs('threads');
