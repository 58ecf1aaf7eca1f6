import type { Operation } from './operation.js';
import { requestLink, requestLinkDocs } from './links/requestLink.js';
import { myLinks, myLinksDocs, myLinksPath } from './links/myLinks.js';
import { acceptLink, acceptLinkDocs } from './links/acceptLink.js';
import { declineLink, declineLinkDocs } from './links/declineLink.js';
import { endLink, endLinkDocs } from './links/endLink.js';
import { listLinks, listLinksDocs } from './links/listLinks.js';
import { rejectLink, rejectLinkDocs } from './links/rejectLink.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export { requestLink, myLinks, myLinksPath, acceptLink, declineLink, endLink, listLinks, rejectLink };

/** Parent–youth links, owned by svc-identity: roles beyond signed-in (parent, youth) are enforced there. */
export const linkOperations = {
  requestLink: { ...requestLink, ...requestLinkDocs },
  myLinks: { ...myLinks, ...myLinksDocs },
  acceptLink: { ...acceptLink, ...acceptLinkDocs },
  declineLink: { ...declineLink, ...declineLinkDocs },
  endLink: { ...endLink, ...endLinkDocs },
  listLinks: { ...listLinks, ...listLinksDocs },
  rejectLink: { ...rejectLink, ...rejectLinkDocs },
} as const satisfies Record<string, Operation>;
