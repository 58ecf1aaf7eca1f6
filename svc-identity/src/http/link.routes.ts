import { Router, type Request } from 'express';
import { LinkListQuery, LinkRequest, type OkBody } from '@heartwise/contracts';
import { caller, requireRole } from '@heartwise/service-kit';
import { requestLink, type LinkDeps } from '../core/use-cases/request-link.js';
import { answerLinkRequest, rejectLinkRequest } from '../core/use-cases/decide-link.js';
import { endLink } from '../core/use-cases/end-link.js';
import { listAllLinks, listMyLinks } from '../core/use-cases/list-links.js';
import type { Audited } from '../core/audit.js';
import type { LinkRequestThrottle } from '../ports/link-request-throttle.port.js';
import { serveWithToken, type IdentityServing } from './signed-in.js';

/** The link id in the path (Express's types lose `:id` once guards come before the handler). */
const linkId = (req: Request): string => {
  const { id } = req.params;
  return typeof id === 'string' ? id : '';
};

/**
 * Parent–youth links (README: Parent–youth links). Roles here, beyond each call's `auth` (their 403
 * is in its `errors`); ownership in the use cases. There is no admin approve: only the youth's
 * acceptance links (an unknown path answers the usual JSON 404).
 */
export function linkRoutes(
  deps: LinkDeps & Audited & { throttle: LinkRequestThrottle } & IdentityServing,
): Router {
  const router = Router();
  const serve = serveWithToken(deps);
  const parent = requireRole('parent');
  const youth = requireRole('youth');
  const family = requireRole('parent', 'youth');

  serve(router, 'requestLink', parent, async (req, res) => {
    const { youthUsername } = LinkRequest.parse(req.body);
    // req.ip: the client as the trusted proxy (the gateway) reports it; see TRUST_PROXY.
    const attempt = { parentId: caller(req).sub, ...(req.ip ? { address: req.ip } : {}) };
    res.status(202).json(await requestLink(deps, attempt, youthUsername));
  });

  serve(router, 'myLinks', family, async (req, res) => {
    const { sub, role } = caller(req);
    res.json(await listMyLinks(deps, { id: sub, role }, LinkListQuery.parse(req.query).status));
  });

  serve(router, 'acceptLink', youth, async (req, res) => {
    res.json(await answerLinkRequest(deps, caller(req).sub, linkId(req), 'accept'));
  });

  serve(router, 'declineLink', youth, async (req, res) => {
    res.json(await answerLinkRequest(deps, caller(req).sub, linkId(req), 'decline'));
  });

  serve(router, 'endLink', family, async (req, res) => {
    await endLink(deps, caller(req).sub, linkId(req));
    const body: OkBody = { ok: true };
    res.json(body);
  });

  serve(router, 'listLinks', async (req, res) => {
    res.json(await listAllLinks(deps, LinkListQuery.parse(req.query).status));
  });

  serve(router, 'rejectLink', async (req, res) => {
    res.json(await rejectLinkRequest(deps, caller(req).sub, linkId(req)));
  });

  return router;
}
