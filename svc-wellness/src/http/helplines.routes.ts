import { Router } from 'express';
import type { Helpline } from '@heartwise/contracts';
import {
  callersHelplineCountry,
  helplinesFor,
  tokenFrom,
  type Memberships,
  type ServeOperation,
  type TokenVerifier,
  UNAFFILIATED,
} from '@heartwise/service-kit';

/**
 * GET /api/wellness/helplines: the helplines for "Get help now" on every page. Public on purpose:
 * help is never behind a sign-in (nobody is refused it, an organization admin neither). A signed-in
 * district youth gets their district's helplines when it set any (issue 16); anyone else, or a
 * token that does not verify, the deployment's (HELPLINES), else the directory's for the country
 * they are in (issue 19: the app's country header, else Accept-Language; else the default list).
 */
export function helplineRoutes(deps: {
  helplines: readonly Helpline[];
  verifier: TokenVerifier;
  memberships: Pick<Memberships, 'placeOfCaller'>;
  serve: ServeOperation<'wellness'>;
}): Router {
  const router = Router();
  deps.serve(router, 'helplines', async (req, res) => {
    const claims = deps.verifier.verify(tokenFrom(req));
    const place = claims ? await deps.memberships.placeOfCaller(claims) : UNAFFILIATED;
    res.json(helplinesFor(place, deps.helplines, callersHelplineCountry(req)));
  });
  return router;
}
