import { Sanction, SanctionRequest } from '@heartwise/contracts';
import { apiRequest, sendJson } from '@heartwise/web-runtime';

/** POST /api/admin/moderation/{itemId}/sanctions: warn, mute or suspend the item's author. */
export const issueSanction = (itemId: string, request: SanctionRequest): Promise<Sanction> =>
  sendJson('POST', `/api/admin/moderation/${itemId}/sanctions`, SanctionRequest.parse(request), Sanction);

/** POST /api/admin/moderation/sanctions/{sanctionId}/lift (no body): end a mute or suspension early. */
export async function liftSanction(sanctionId: string): Promise<Sanction> {
  const response = await apiRequest('POST', `/api/admin/moderation/sanctions/${sanctionId}/lift`);
  return Sanction.parse(await response.json());
}
