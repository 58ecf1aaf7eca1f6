import { Router } from 'express';
import { ChangeRoleRequest, CreateStaffRequest, UserIdParams, type OkBody } from '@heartwise/contracts';
import { caller, requireRole, type TokenVerifier } from '@heartwise/service-kit';
import type { AdminDeps } from '../core/admin-roster.js';
import { listUsers } from '../core/use-cases/list-users.js';
import { createStaffAccount } from '../core/use-cases/create-staff-account.js';
import type { Audited } from '../core/audit.js';
import { changeRole } from '../core/use-cases/change-role.js';
import { deleteAccount } from '../core/use-cases/delete-account.js';
import { signedIn } from './signed-in.js';

/** User Management (SPEC §2, §7): administrators only, enforced here whatever sits in front. */
export function adminUserRoutes(deps: AdminDeps & Audited & { verifier: TokenVerifier }): Router {
  const router = Router();
  const adminOnly = [...signedIn(deps.verifier, deps.sessions), requireRole('admin')];

  router.get('/api/admin/users', ...adminOnly, async (_req, res) => {
    res.json(await listUsers(deps));
  });

  router.post('/api/admin/users', ...adminOnly, async (req, res) => {
    res.status(201).json(await createStaffAccount(deps, caller(req), CreateStaffRequest.parse(req.body)));
  });

  router.put('/api/admin/users/:userId/role', ...adminOnly, async (req, res) => {
    const { userId } = UserIdParams.parse(req.params);
    const { role } = ChangeRoleRequest.parse(req.body);
    res.json(await changeRole(deps, caller(req), userId, role));
  });

  router.delete('/api/admin/users/:userId', ...adminOnly, async (req, res) => {
    await deleteAccount(deps, caller(req), UserIdParams.parse(req.params).userId);
    const body: OkBody = { ok: true };
    res.json(body);
  });

  return router;
}
