import type { Request } from 'express';
import { caller, callersHelplineCountry, callersTimeZone } from '@heartwise/service-kit';
import type { ForumCaller } from '../core/forum-caller.js';

/**
 * The signed-in caller, their time zone (`x-timezone`; UTC when absent, 400 when not a zone) and
 * the country of their helplines (`x-heartwise-country`, else Accept-Language; never an error).
 */
export const forumCaller = (req: Request): ForumCaller => ({
  ...caller(req),
  timeZone: callersTimeZone(req),
  country: callersHelplineCountry(req),
});
