import {
  askForHelpWithReply,
  askForHelpWithThread,
  deleteReply,
  deleteThread,
  removeReply,
  removeThread,
  type AskForHelpRequest,
  type ContentType,
  type RemoveContentRequest,
} from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';

/** A thread or a reply: the two kinds of content every per-post call is about. */
export type ForumContent = ContentType;

/** DELETE /api/forum/{threads|replies}/{id}: the author deletes their own words; gone for everyone. */
export const deleteContent = (kind: ForumContent, id: string) =>
  callApi(kind === 'thread' ? deleteThread : deleteReply, { params: { id } });

/** POST /api/forum/{threads|replies}/{id}/remove (moderators and admins): take it down, with a reason. */
export const removeContent = (kind: ForumContent, id: string, body: RemoveContentRequest) =>
  callApi(kind === 'thread' ? removeThread : removeReply, { params: { id }, body });

/** POST /api/forum/{threads|replies}/{id}/ask-for-help: the author of content kept private with support asks for a moderator. */
export const askForHelp = (kind: ForumContent, id: string, body: AskForHelpRequest) =>
  callApi(kind === 'thread' ? askForHelpWithThread : askForHelpWithReply, { params: { id }, body });
