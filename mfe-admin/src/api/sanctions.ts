import type { Sanction } from '@heartwise/contracts';
import {
  issueSanction as issueSanctionCall,
  liftSanction as liftSanctionCall,
  SanctionRequest,
} from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';

/** POST /api/admin/moderation/{itemId}/sanctions (`issueSanction`): warn, mute or suspend the item's author. */
export const issueSanction = (itemId: string, request: SanctionRequest): Promise<Sanction> =>
  callApi(issueSanctionCall, { params: { itemId }, body: SanctionRequest.parse(request) });

/** POST /api/admin/moderation/sanctions/{sanctionId}/lift (no body, `liftSanction`): end a mute or suspension early. */
export const liftSanction = (sanctionId: string): Promise<Sanction> =>
  callApi(liftSanctionCall, { params: { sanctionId } });
