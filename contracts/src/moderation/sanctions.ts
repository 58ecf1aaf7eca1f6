import { z } from 'zod';
import { freeText, Id, IsoDateTime } from '../common.js';

/**
 * The sanction ladder (issue 14): a warning (words only), a mute (may read, may not post, reply or
 * report for a while) and a suspension (no Pause and Post at all for a while; their wellness tools
 * and the helplines stay open). Each is told to the member with its reason and its end, and svc-forum
 * enforces mutes and suspensions itself, from its own projection of these events.
 */
export const SanctionKind = z.enum(['warning', 'mute', 'suspension']);
export type SanctionKind = z.infer<typeof SanctionKind>;

/** How long a mute or suspension lasts, in hours: a day, three days, a week, a month. */
export const sanctionDurations = [24, 72, 168, 720] as const;
export const SanctionDuration = z.literal(sanctionDurations);
export type SanctionDuration = z.infer<typeof SanctionDuration>;

export const durationWords: Readonly<Record<SanctionDuration, string>> = {
  24: '1 day',
  72: '3 days',
  168: '1 week',
  720: '30 days',
};

export const sanctionWords: Readonly<Record<SanctionKind, { label: string; effect: string }>> = {
  warning: {
    label: 'Warn',
    effect: 'They are told your reason. Nothing else changes.',
  },
  mute: {
    label: 'Mute',
    effect: 'For the time you choose they can read Pause and Post but not post, reply or report.',
  },
  suspension: {
    label: 'Suspend',
    effect:
      'For the time you choose they cannot use Pause and Post at all. Their wellness tools and helplines stay open.',
  },
};

export const SANCTION_REASON_MAX = 1000;

/** POST /api/admin/moderation/{itemId}/sanctions: a sanction for the item's author. */
export const SanctionRequest = z
  .object({
    kind: SanctionKind,
    /** Required for a mute or a suspension; none for a warning. */
    durationHours: SanctionDuration.optional(),
    reason: freeText({
      min: 1,
      max: SANCTION_REASON_MAX,
      tooShort: 'Please give the reason: the member is shown it',
      tooLong: `Please keep the reason under ${SANCTION_REASON_MAX} characters`,
    }),
  })
  .refine((request) => request.kind === 'warning' || request.durationHours !== undefined, {
    message: 'Please choose how long it lasts',
    path: ['durationHours'],
  })
  .refine((request) => request.kind !== 'warning' || request.durationHours === undefined, {
    message: 'A warning has no duration',
    path: ['durationHours'],
  })
  .meta({
    id: 'SanctionRequest',
    // What the refinements check, said in the document too: a duration exactly when it is not a warning.
    override: ({ jsonSchema }) => {
      jsonSchema.oneOf = [
        { properties: { kind: { const: 'warning' } }, not: { required: ['durationHours'] } },
        { properties: { kind: { enum: ['mute', 'suspension'] } }, required: ['durationHours'] },
      ];
    },
  });
export type SanctionRequest = z.infer<typeof SanctionRequest>;

/** A sanction as staff see it (the member sees theirs in Pause and Post's messages). */
export const Sanction = z
  .object({
    id: Id,
    kind: SanctionKind,
    reason: z.string(),
    issuedAt: IsoDateTime,
    /** When a mute or suspension ends by itself; null for a warning. */
    endsAt: IsoDateTime.nullable(),
    /** When someone lifted it early; null otherwise. */
    liftedAt: IsoDateTime.nullable(),
    issuedBy: z.object({ firstName: z.string().nullable(), username: z.string() }),
  })
  .meta({ id: 'Sanction' });
export type Sanction = z.infer<typeof Sanction>;

/** `POST /api/admin/moderation/sanctions/{sanctionId}/lift`. */
export const SanctionIdParams = z.object({ sanctionId: Id });
export const SanctionItemParams = z.object({ itemId: Id });

/** Whether a mute or suspension still holds at `now`. */
export function sanctionHolds(sanction: Pick<Sanction, 'kind' | 'endsAt' | 'liftedAt'>, now: Date): boolean {
  return (
    sanction.kind !== 'warning' &&
    sanction.liftedAt === null &&
    sanction.endsAt !== null &&
    Date.parse(sanction.endsAt) > now.getTime()
  );
}
