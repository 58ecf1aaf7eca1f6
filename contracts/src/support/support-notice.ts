import { z } from 'zod';

/** A place to reach a real person. Districts configure their own list (HELPLINES in each service). */
export const Helpline = z.object({
  name: z.string().min(1),
  /** How to reach them, in words: "Call or text 988". */
  contact: z.string().min(1),
  url: z.url().optional(),
});
export type Helpline = z.infer<typeof Helpline>;

/**
 * Words a service sends back with a save when the person may need support: a check-in with a
 * very strong distressing feeling, or a post that mentions self-harm. Shown at once, never blocking.
 * `review` tells an author honestly that a moderator will look before others see their post.
 */
export const SupportNotice = z
  .object({
    kind: z.enum(['distress', 'crisis', 'review']),
    title: z.string(),
    message: z.string(),
    helplines: z.array(Helpline),
  })
  .meta({ id: 'SupportNotice' });
export type SupportNotice = z.infer<typeof SupportNotice>;

/**
 * What a check-in of a very strong hard feeling brings (`needsSupport`): kind, never alarming,
 * never blocking, with people to reach. svc-wellness answers with it, and the app shows the same
 * words at once when the check-in is kept on the device offline: help must not wait for a connection.
 */
export const distressSupportNotice = (helplines: readonly Helpline[]): SupportNotice => ({
  kind: 'distress',
  title: "You don't have to carry this alone",
  message:
    'Thank you for telling us how you feel. Feelings this strong can be really hard. ' +
    'Talking to someone you trust can help, and these people are ready to listen.',
  helplines: [...helplines],
});

/** GET /api/wellness/helplines: the deployment's helplines, for the "Get help now" link on every page. */
export const HelplineList = z.array(Helpline).meta({ id: 'HelplineList' });

/** The list used when a deployment configures none: reachable anywhere, honest about emergencies. */
export const defaultHelplines: Helpline[] = [
  { name: 'Emergency services', contact: 'If you are in danger right now, call your local emergency number' },
  { name: '988 Suicide & Crisis Lifeline (US)', contact: 'Call or text 988', url: 'https://988lifeline.org' },
  { name: 'Crisis Text Line (US, UK, Canada, Ireland)', contact: 'Text HOME to 741741 (US) or 85258 (UK)' },
  { name: 'A trusted adult', contact: 'A parent, school counsellor, teacher or coach you trust' },
];

/**
 * HELPLINES env value: a JSON array of helplines that replaces the country directory
 * (./helpline-directory.ts) for everyone; unset, it reads as an empty list: the directory decides.
 */
export const HelplinesSetting = z
  .string()
  .optional()
  .transform((text, context): Helpline[] => {
    if (!text) return [];
    try {
      return z.array(Helpline).min(1).parse(JSON.parse(text));
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'HELPLINES must be a JSON array of { name, contact, url? }',
      });
      return z.NEVER;
    }
  });
