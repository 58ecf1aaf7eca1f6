import type { Operation } from './operation.js';
import { forumTopics, forumTopicsDocs } from './forum/forumTopics.js';
import { listThreads, listThreadsDocs, listThreadsPath } from './forum/listThreads.js';
import { searchThreads, searchThreadsDocs } from './forum/searchThreads.js';
import { createThread, createThreadDocs } from './forum/createThread.js';
import { threadDetail, threadDetailDocs } from './forum/threadDetail.js';
import { createReply, createReplyDocs } from './forum/createReply.js';
import { editThread, editThreadDocs } from './forum/editThread.js';
import { editReply, editReplyDocs } from './forum/editReply.js';
import { reportThread, reportThreadDocs } from './forum/reportThread.js';
import { reportReply, reportReplyDocs } from './forum/reportReply.js';
import { guidelinesConsent, guidelinesConsentDocs } from './forum/guidelinesConsent.js';
import { acceptGuidelines, acceptGuidelinesDocs } from './forum/acceptGuidelines.js';
import { discussionThemes, discussionThemesDocs } from './forum/discussionThemes.js';
import { forumActivity, forumActivityDocs } from './forum/forumActivity.js';
import { deleteThread, deleteThreadDocs } from './forum/deleteThread.js';
import { removeThread, removeThreadDocs } from './forum/removeThread.js';
import { askForHelpWithThread, askForHelpWithThreadDocs } from './forum/askForHelpWithThread.js';
import { deleteReply, deleteReplyDocs } from './forum/deleteReply.js';
import { removeReply, removeReplyDocs } from './forum/removeReply.js';
import { askForHelpWithReply, askForHelpWithReplyDocs } from './forum/askForHelpWithReply.js';
import { contentContext, contentContextDocs } from './forum/contentContext.js';
import { listBlocks, listBlocksDocs } from './forum/listBlocks.js';
import { blockAuthor, blockAuthorDocs } from './forum/blockAuthor.js';
import { unblock, unblockDocs } from './forum/unblock.js';
import { myStanding, myStandingDocs } from './forum/myStanding.js';
import { markNoticeRead, markNoticeReadDocs } from './forum/markNoticeRead.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export {
  forumTopics,
  listThreads,
  listThreadsPath,
  searchThreads,
  createThread,
  threadDetail,
  createReply,
  editThread,
  editReply,
  reportThread,
  reportReply,
  guidelinesConsent,
  acceptGuidelines,
  discussionThemes,
  forumActivity,
  deleteThread,
  removeThread,
  askForHelpWithThread,
  deleteReply,
  removeReply,
  askForHelpWithReply,
  contentContext,
  listBlocks,
  blockAuthor,
  unblock,
  myStanding,
  markNoticeRead,
};

/** svc-forum's calls: Pause and Post. Others' held content never appears in any reply. */
export const forumOperations = {
  topicCatalogue: { ...forumTopics, ...forumTopicsDocs },
  listThreads: { ...listThreads, ...listThreadsDocs },
  searchThreads: { ...searchThreads, ...searchThreadsDocs },
  createThread: { ...createThread, ...createThreadDocs },
  threadDetail: { ...threadDetail, ...threadDetailDocs },
  createReply: { ...createReply, ...createReplyDocs },
  editThread: { ...editThread, ...editThreadDocs },
  editReply: { ...editReply, ...editReplyDocs },
  reportThread: { ...reportThread, ...reportThreadDocs },
  reportReply: { ...reportReply, ...reportReplyDocs },
  guidelinesConsent: { ...guidelinesConsent, ...guidelinesConsentDocs },
  acceptGuidelines: { ...acceptGuidelines, ...acceptGuidelinesDocs },
  discussionThemes: { ...discussionThemes, ...discussionThemesDocs },
  forumActivity: { ...forumActivity, ...forumActivityDocs },
  // The author's own posts, and taking anything down in place (moderators and admins)
  deleteThread: { ...deleteThread, ...deleteThreadDocs },
  removeThread: { ...removeThread, ...removeThreadDocs },
  askForHelpWithThread: { ...askForHelpWithThread, ...askForHelpWithThreadDocs },
  deleteReply: { ...deleteReply, ...deleteReplyDocs },
  removeReply: { ...removeReply, ...removeReplyDocs },
  askForHelpWithReply: { ...askForHelpWithReply, ...askForHelpWithReplyDocs },
  contentContext: { ...contentContext, ...contentContextDocs },
  // Personal safety: blocks, and what the moderators told the member
  listBlocks: { ...listBlocks, ...listBlocksDocs },
  blockAuthor: { ...blockAuthor, ...blockAuthorDocs },
  unblock: { ...unblock, ...unblockDocs },
  myStanding: { ...myStanding, ...myStandingDocs },
  markNoticeRead: { ...markNoticeRead, ...markNoticeReadDocs },
} as const satisfies Record<string, Operation>;
