import { Router } from 'express';
import type { Helpline } from '@heartwise/contracts';
import {
  helplinesFor,
  tokenFrom,
  type Memberships,
  type ServeOperation,
  type TokenVerifier,
} from '@heartwise/service-kit';

/**
 * GET /api/wellness/helplines: the deployment's helplines (HELPLINES, else contracts' defaults),
 * for "Get help now" on every page. Public on purpose: help is never behind a sign-in (nobody is
 * refused it, an organization admin neither). A signed-in district youth gets their district's
 * helplines when it set any (issue 16); anyone else, or a token that does not verify, the defaults.
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
    res.json(
      claims ? helplinesFor(await deps.memberships.placeOfCaller(claims), deps.helplines) : deps.helplines,
    );
  });
  return router;
}
