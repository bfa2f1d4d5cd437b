import { z } from 'zod';
import { ADULT_AGE, applicationStatusValues } from '../constants';
import { applicationSchemaMessages as copy } from '../messages/schemas/application.ru';
import { commonSchemaMessages } from '../messages/schemas/common.ru';
import { PHONE_RE } from '../rules/phone';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import { multiLineText, numberFromForm, oneLineText, positiveId } from './common';

/** The seven directions as the waiting-list select offers them (values kept from the legacy API). */
export const directionValues = [
  'Mma',
  'Grappling',
  'Boxing',
  'Kickboxing',
  'Hand-to-hand combat',
  'Karate',
  "Women's self-defense",
] as const;
export const directionSchema = z.enum(directionValues, { error: copy.direction });
export type Direction = z.infer<typeof directionSchema>;

const NAME_RE = /^[A-Za-zА-Яа-яЁё]+(?:[ -][A-Za-zА-Яа-яЁё]+)*$/;
const personName = (label: string) =>
  z
    .string({ error: copy.nameRequired(label) })
    .trim()
    .min(1, { error: copy.nameRequired(label), abort: true })
    .max(30, copy.nameTooLong(label))
    .regex(NAME_RE, copy.nameLetters(label));

// Defined with the phone mask (no Zod there), so the form's mask can use it without loading Zod.
export { PHONE_RE };

/** The fields a visitor fills in, checked the same way in the form and on the server. */
export const applicationFieldsSchema = z.object({
  name: personName(copy.firstNameLabel),
  lastname: personName(copy.lastNameLabel),
  phone: z.string({ error: copy.phoneRequired }).trim().regex(PHONE_RE, copy.phoneFormat),
  age: z.number({ error: copy.age }).int(copy.age).min(3, copy.age).max(60, copy.age),
  direction: directionSchema,
});
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

// Kept in constants so the sign-up form can ask for a guardian without loading Zod; re-exported for the server.
export { ADULT_AGE };

export const guardianNameSchema = z
  .string()
  .trim()
  .min(3, copy.guardianTooShort)
  .max(60, copy.guardianTooLong)
  .regex(/^[A-Za-zА-Яа-яЁё]+(?:[ -][A-Za-zА-Яа-яЁё]+)+$/, copy.guardianLetters);

/**
 * What every sign-up path accepts: the form fields plus the captcha answer. The legacy POST
 * /api/applications/submit-application sends this; the site's form adds the required consent.
 */
const signUpFields = applicationFieldsSchema.extend({
  recaptchaResponse: oneLineText({ error: copy.captcha }).min(1, copy.captcha).max(10000),
  consent: z.boolean().optional(),
  /** A trial session to book at once (GET /api/trial-sessions); without it, a plain application. */
  sessionId: oneLineText({ error: copy.sessionId }).trim().max(40, copy.sessionId).optional(),
  /** Whether to join the waitlist when the session is full (otherwise a full session is refused). */
  waitlist: z.boolean({ error: copy.waitlistNotBoolean }).optional(),
  /** The consent edition the visitor was shown; the one in force when absent. */
  consentEdition: z.number().int().positive().optional(),
  /** The separate, optional consent to news and offers. */
  marketing: z.boolean().optional(),
  /** For a participant under 18: the parent or guardian who gives the consent. */
  guardianName: guardianNameSchema.optional(),
});

/**
 * A participant under 18 is signed up only with the name of the parent or guardian who consents
 * (152-FZ art. 9): the rule of every sign-up path, so no caller (the legacy API included) can skip
 * it. Filed under the guardian's field, where the form shows it.
 */
const withGuardianRule = <Schema extends z.ZodType<{ age: number; guardianName?: string }>>(schema: Schema) =>
  schema.refine((input) => input.age >= ADULT_AGE || Boolean(input.guardianName), {
    path: ['guardianName'],
    error: copy.guardianRequired,
    // Only once the age itself is valid: an age of 2 is refused as an age, not as a missing guardian.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'age' || issue.path?.[0] === 'guardianName'),
  });

/** The legacy POST /api/applications/submit-application, where consent is optional and the age may be text ('12'), as its form sent it. */
export const submitApplicationLegacyInput = withGuardianRule(
  signUpFields.extend({ age: numberFromForm(copy.age).pipe(applicationFieldsSchema.shape.age) }),
);
/** The site's own form must carry consent to personal-data processing (152-FZ). */
export const submitApplicationInput = withGuardianRule(
  signUpFields.extend({
    consent: z.literal(true, { error: copy.consentRequired }),
  }),
);
export type SubmitApplicationInput = z.input<typeof submitApplicationInput>;

export { applicationStatusValues };
export const applicationStatusSchema = z.enum(applicationStatusValues);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const applicationSchema = applicationFieldsSchema.extend({
  id: z.number().int(),
  status: applicationStatusSchema,
  note: z.string(),
  consent: z.boolean(),
  /** The consent record: edition, time (Unix seconds), address, browser, who gave it. */
  consentEditionId: z.number().int().nullable(),
  consentAt: z.number().int().nullable(),
  consentIp: z.string().nullable(),
  consentUserAgent: z.string().nullable(),
  consentBy: z.enum(['self', 'guardian']).nullable(),
  guardianName: z.string().nullable(),
  marketingConsent: z.boolean(),
  marketingWithdrawnAt: z.number().int().nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type Application = z.infer<typeof applicationSchema>;

export const listApplicationsInput = z.object({
  status: applicationStatusSchema.optional(),
  direction: directionSchema.optional(),
});
export const updateApplicationInput = z.object({
  id: positiveId(commonSchemaMessages.idMissing),
  status: applicationStatusSchema.optional(),
  note: multiLineText().trim().max(2000, copy.noteTooLong).optional(),
});

export const captchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
