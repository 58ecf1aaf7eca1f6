import type { Request } from 'express';
import { caller, callersTimeZone } from '@heartwise/service-kit';
import type { ForumCaller } from '../core/forum-caller.js';

/** The signed-in caller and their time zone (`x-timezone`; UTC when absent, 400 when not a zone). */
export const forumCaller = (req: Request): ForumCaller => ({
  ...caller(req),
  timeZone: callersTimeZone(req),
});
