import { OkBody } from '../../common.js';
import { AskForHelpRequest, RemoveContentRequest } from '../../forum/moderation-context.js';
import { ThreadIdParams } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

// The author's own posts, and taking anything down in place (moderators and admins): the same
// three calls for threads and for replies, one function each so a bundle carries only its own.

type Kind = 'threads' | 'replies';
const nounOf = (kind: Kind) => (kind === 'threads' ? 'thread' : 'reply');

/** Delete your own thread or reply. */
export const deleteOwnPost = <K extends Kind>(kind: K) =>
  ({
    method: 'delete',
    path: `/api/forum/${kind}/{id}`,
    service: 'forum',
    auth: 'member',
    params: ThreadIdParams,
    response: OkBody,
    timeZone: true,
  }) as const satisfies OperationCall;

export const deleteOwnPostDocs = (kind: Kind) =>
  ({
    summary: `Delete your own ${nounOf(kind)}: it is gone for everyone`,
    errors: { 403: `it is not your ${nounOf(kind)}` },
  }) as const satisfies OperationDocs;

/** Take a thread or reply down from its page (moderators and admins). */
export const removePost = <K extends Kind>(kind: K) =>
  ({
    method: 'post',
    path: `/api/forum/${kind}/{id}/remove`,
    service: 'forum',
    auth: 'moderator',
    params: ThreadIdParams,
    body: RemoveContentRequest,
    response: OkBody,
    timeZone: true,
  }) as const satisfies OperationCall;

export const removePostDocs = (kind: Kind) =>
  ({
    summary: `Take a ${nounOf(kind)} down from its page, with a reason (moderators and admins); moderation records it`,
    errors: {
      403: 'the caller is suspended from Pause and Post',
      409: 'it changed at the same moment',
    },
  }) as const satisfies OperationDocs;

/** The author of a thread or reply kept private with support asks a moderator for help. */
export const askForHelpWithPost = <K extends Kind>(kind: K) =>
  ({
    method: 'post',
    path: `/api/forum/${kind}/{id}/ask-for-help`,
    service: 'forum',
    auth: 'member',
    params: ThreadIdParams,
    // The route reads a missing body as {}: the author may add no words.
    body: AskForHelpRequest.optional(),
    response: OkBody,
    timeZone: true,
  }) as const satisfies OperationCall;

export const askForHelpWithPostDocs = (kind: Kind) =>
  ({
    summary: `The author of a ${nounOf(kind)} kept private with support asks a moderator for help`,
    errors: {
      403: `it is not your ${nounOf(kind)}`,
      409: `the ${nounOf(kind)} is not kept private with support, or help was already asked for`,
    },
  }) as const satisfies OperationDocs;
