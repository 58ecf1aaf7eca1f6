import { z } from 'zod';
import { compilePhrase } from './phrase-matcher.js';

/**
 * An env value holding a screening list: entries separated by commas or new lines. Unset or empty
 * keeps the default list; a value replaces it (so a district can also remove an entry).
 */
export const PhraseListSetting = z
  .string()
  .optional()
  .transform((text, context) => {
    const entries = (text ?? '')
      .split(/[,\n]/)
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    if (entries.length === 0) return undefined;
    for (const entry of entries) {
      try {
        compilePhrase(entry);
      } catch {
        context.addIssue({ code: 'custom', message: `"${entry}" has no words to match` });
        return z.NEVER;
      }
    }
    return entries;
  });
