import { Router } from 'express';
import {
  AdminUsersQuery,
  ChangeRoleRequest,
  CreateStaffRequest,
  UserIdParams,
  type OkBody,
} from '@heartwise/contracts';
import { caller } from '@heartwise/service-kit';
import type { AdminDeps } from '../core/admin-roster.js';
import { listUserPage, listUsers } from '../core/use-cases/list-users.js';
import { createStaffAccount } from '../core/use-cases/create-staff-account.js';
import type { Audited } from '../core/audit.js';
import { changeRole } from '../core/use-cases/change-role.js';
import { deleteAccount } from '../core/use-cases/delete-account.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';

/** User Management (SPEC §2, §7): administrators only, enforced here whatever sits in front. */
export function adminUserRoutes(deps: AdminDeps & Audited & IdentityServing): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  // Registered before every /api/admin/users/{userId} call, so `page` is never taken for an id.
  serve(router, 'listUserPage', async (req, res) => {
    res.json(await listUserPage(deps, AdminUsersQuery.parse(req.query)));
  });

  // SPEC's array, kept for mfe-admin releases before the paged list; to be removed once none is deployed.
  serve(router, 'listUsers', async (_req, res) => {
    res.json(await listUsers(deps));
  });

  serve(router, 'createStaffUser', async (req, res) => {
    res.status(201).json(await createStaffAccount(deps, caller(req), CreateStaffRequest.parse(req.body)));
  });

  serve(router, 'changeUserRole', async (req, res) => {
    const { userId } = UserIdParams.parse(req.params);
    const { role } = ChangeRoleRequest.parse(req.body);
    res.json(await changeRole(deps, caller(req), userId, role));
  });

  serve(router, 'deleteUser', async (req, res) => {
    await deleteAccount(deps, caller(req), UserIdParams.parse(req.params).userId);
    const body: OkBody = { ok: true };
    res.json(body);
  });

  return router;
}
