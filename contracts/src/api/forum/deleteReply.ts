import { deleteOwnPost, deleteOwnPostDocs } from './own-post-calls.js';

export const deleteReply = /* @__PURE__ */ deleteOwnPost('replies');

export const deleteReplyDocs = /* @__PURE__ */ deleteOwnPostDocs('replies');
