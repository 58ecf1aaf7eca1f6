import {
  OkBody,
  type AskForHelpRequest,
  type ContentType,
  type RemoveContentRequest,
} from '@heartwise/contracts';
import { sendJson } from '@heartwise/web-runtime';

/** A thread or a reply: the two kinds of content every per-post call is about. */
export type ForumContent = ContentType;

/** /api/forum/threads/{id} or /api/forum/replies/{id}, then `suffix`. */
export const contentPath = (kind: ForumContent, id: string, suffix = '') =>
  `/api/forum/${kind === 'thread' ? 'threads' : 'replies'}/${encodeURIComponent(id)}${suffix}`;

/** DELETE /api/forum/{threads|replies}/{id}: the author deletes their own words; gone for everyone. */
export const deleteContent = (kind: ForumContent, id: string) =>
  sendJson('DELETE', contentPath(kind, id), undefined, OkBody);

/** POST /api/forum/{threads|replies}/{id}/remove (moderators and admins): take it down, with a reason. */
export const removeContent = (kind: ForumContent, id: string, body: RemoveContentRequest) =>
  sendJson('POST', contentPath(kind, id, '/remove'), body, OkBody);

/** POST /api/forum/{threads|replies}/{id}/ask-for-help: the author of content kept private with support asks for a moderator. */
export const askForHelp = (kind: ForumContent, id: string, body: AskForHelpRequest) =>
  sendJson('POST', contentPath(kind, id, '/ask-for-help'), body, OkBody);
