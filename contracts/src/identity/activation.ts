import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { NewPassword } from './auth.js';
import { Role } from './user.js';

/**
 * Activation codes (issue 16): an imported account has no password until its owner types the
 * code their school gave them and chooses one. Crockford's Base32 alphabet: digits and capital
 * letters without I, L, O and U, so no two symbols look alike when printed or read aloud, and a
 * typed I, L or O is read as the digit it resembles. Twelve symbols of 32 are 60 random bits.
 */
export const ACTIVATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ACTIVATION_CODE_LENGTH = 12;
/** Printed and read in groups of four: 7KQM-2X9D-HC4R. */
export const ACTIVATION_CODE_GROUP = 4;

const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * The code as stored and compared (twelve symbols, no dashes), from what someone typed: any case,
 * with or without dashes and spaces, look-alike letters read as digits. Null when it cannot be one.
 */
export function normalizeActivationCode(typed: string): string | null {
  const symbols = typed
    .toUpperCase()
    // Spaces, and every dash a keyboard or a word processor makes (hyphen-minus, U+2010–2015, minus).
    .replace(/[\s\u002d\u2010-\u2015\u2212]/g, '')
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
  if (symbols.length !== ACTIVATION_CODE_LENGTH) return null;
  return [...symbols].every((symbol) => ACTIVATION_CODE_ALPHABET.includes(symbol)) ? symbols : null;
}

/** How a code is printed: groups of four joined by dashes. */
export function formatActivationCode(code: string): string {
  return code.match(new RegExp(`.{1,${ACTIVATION_CODE_GROUP}}`, 'g'))?.join('-') ?? code;
}

export const ACTIVATION_CODE_REQUIRED = 'Please enter the activation code your school gave you.';
export const ACTIVATION_CODE_SHAPE =
  'An activation code has 12 letters and numbers, like 7KQM-2X9D-HC4R. Please check it and try again.';

/**
 * The one answer to a code that is wrong, used, replaced or expired, or whose account was turned
 * off: it tells a guesser nothing about which. The form shows it on the code field.
 */
export const ACTIVATION_CODE_DID_NOT_WORK =
  "That code didn't work. Please check it, or ask your school for a new one.";

/** A code as typed: the server and the form both read it with `normalizeActivationCode`. */
export const TypedActivationCode = z
  .string({ error: ACTIVATION_CODE_REQUIRED })
  .trim()
  .min(1, ACTIVATION_CODE_REQUIRED)
  .max(40, ACTIVATION_CODE_SHAPE)
  .refine((typed) => normalizeActivationCode(typed) !== null, ACTIVATION_CODE_SHAPE);

/** POST /api/activate (public): a code and the password its owner chooses, twice. */
export const ActivationRequest = z
  .object({
    code: TypedActivationCode,
    password: NewPassword,
    confirmPassword: z.string(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
  .meta({ id: 'ActivationRequest' });
export type ActivationRequest = z.infer<typeof ActivationRequest>;

/**
 * One person's slip: everything a printed or downloaded code needs, so a CSV and a printable page
 * made from one answer show the same codes.
 */
export const ActivationSlip = z
  .object({
    userId: Id,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Their Heartwise username: what they sign in with on the main site once activated. */
    username: z.string(),
    role: Role,
    schoolId: Id.nullable(),
    schoolName: z.string().nullable(),
    /** From the roster (OneRoster `grades`), when it said. */
    grade: z.string().nullable(),
    /** As printed: XXXX-XXXX-XXXX. Shown once; only its keyed hash is stored. */
    code: z.string(),
    expiresAt: IsoDateTime,
  })
  .meta({ id: 'ActivationSlip' });
export type ActivationSlip = z.infer<typeof ActivationSlip>;

/**
 * 201 to POST /api/org/activation-codes and POST /api/org/people/{userId}/activation-code: fresh
 * codes, each replacing that person's earlier one (which stops working).
 */
export const ActivationCodeBatch = z
  .object({
    issuedAt: IsoDateTime,
    expiresAt: IsoDateTime,
    /** The school the batch was made for; null for one person's code (their slip names it). */
    schoolId: Id.nullable(),
    classId: z.string().nullable(),
    slips: z.array(ActivationSlip),
  })
  .meta({ id: 'ActivationCodeBatch' });
export type ActivationCodeBatch = z.infer<typeof ActivationCodeBatch>;

/**
 * POST /api/org/activation-codes: everyone not yet activated in a school of the caller's district,
 * or only those enrolled in one of its classes (a OneRoster class sourcedId).
 */
export const IssueActivationCodesRequest = z
  .object({
    schoolId: Id,
    classId: z.string().trim().min(1).max(256).optional(),
  })
  .meta({ id: 'IssueActivationCodesRequest' });
export type IssueActivationCodesRequest = z.infer<typeof IssueActivationCodesRequest>;
