import type { z } from 'zod';
import { HelplinesSetting } from '@heartwise/contracts';
import { baseServiceEnv, portEnv } from '@heartwise/service-kit';
import { PhraseListSetting } from './core/screening/phrase-list.setting.js';

export const forumConfig = baseServiceEnv.extend({
  PORT: portEnv(4003),
  /** Shown with a crisis notice: a JSON array of { name, contact, url? }; unset → contracts' defaults. */
  HELPLINES: HelplinesSetting,
  /** Self-harm and suicide words and phrases (comma- or line-separated); unset → the default list. */
  SCREENING_CRISIS_PHRASES: PhraseListSetting,
  /** Slurs, insults and threats (comma- or line-separated); unset → the default list. */
  SCREENING_ABUSIVE_PHRASES: PhraseListSetting,
});
export type ForumConfig = z.infer<typeof forumConfig>;
