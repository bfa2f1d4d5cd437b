import { z } from 'zod';
import { paymentsSchemaMessages as copy } from '../messages/schemas/payments.ru';
import { PHONE_RE } from '../rules/phone';
import { multiLineText, oneLineText } from './common';
import { bookingTokenSchema } from './trial';

/** 'YYYY-MM-DD' that is a real day. */
const isoDay = oneLineText({ error: copy.birthDateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, copy.birthDateFormat)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, copy.birthDateFormat);

/**
 * The consent to personal-data processing given on the buy form (152-FZ art. 9: apart from the
 * offer), with the edition of /soglasie the buyer was shown; a child's is given by the guardian.
 */
const consentGiven = {
  consent: z.literal(true, { error: copy.consentRequired }),
  consentEditionId: z.number({ error: copy.consentRequired }).int().positive(copy.consentRequired),
};

const newMember = z.object({
  kind: z.literal('new'),
  ...consentGiven,
  fullName: oneLineText({ error: copy.fullNameRequired }).trim().min(1, copy.fullNameRequired).max(100, copy.fullNameTooLong),
  birthDate: isoDay,
  /** A child's parent or guardian (required under 18, checked on the server against the birth date). */
  guardianName: oneLineText()
    .trim()
    .max(100, copy.guardianTooLong)
    .nullish()
    .transform((v) => v || null),
});

/** The member from a renewal link (the token names them; the server checks it). */
const renewalMember = z.object({
  kind: z.literal('renewal'),
  token: oneLineText({ error: copy.renewalRequired }).trim().min(10, copy.renewalRequired).max(200, copy.renewalRequired),
});

/**
 * The member from a trial visitor's private link (/trial/<token>): the name, guardian and phone come
 * from the application the token names (the server reads them); the buyer adds the birth date.
 */
const trialMember = z.object({
  kind: z.literal('trial'),
  token: bookingTokenSchema,
  birthDate: isoDay,
  ...consentGiven,
});

export const PAYMENT_METHODS = ['bank_card', 'sbp'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The buy form: what is bought, for whom, the payer's contacts for the receipt, the offer accepted. */
export const checkoutInput = z.object({
  passTypeId: z.number({ error: copy.passTypeRequired }).int().positive(copy.passTypeRequired),
  member: z.discriminatedUnion('kind', [newMember, renewalMember, trialMember]),
  payerPhone: oneLineText({ error: copy.phoneFormat }).trim().regex(PHONE_RE, copy.phoneFormat),
  payerEmail: oneLineText({ error: copy.emailFormat }).trim().max(254, copy.emailTooLong).pipe(z.email(copy.emailFormat)),
  offerEditionId: z.number({ error: copy.offerRequired }).int().positive(copy.offerRequired),
  offerAccepted: z.literal(true, { error: copy.offerRequired }),
  method: z.enum(PAYMENT_METHODS, { error: copy.methodRequired }),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** The private link's token, for the passes its visitor may buy (payments.trialOffer). */
export const trialOfferInput = z.object({ token: bookingTokenSchema });

export const paymentTokenInput = z.object({
  token: oneLineText({ error: copy.tokenRequired }).trim().min(20, copy.tokenRequired).max(100, copy.tokenRequired),
});

/** What the return page shows: never who paid, only the outcome and what was bought. */
export interface PaymentOutcome {
  status: 'pending' | 'succeeded' | 'canceled';
  passName: string;
  amountKopecks: number;
  memberName: string;
}

export const refundInput = z.object({
  paymentId: z.number().int().positive(),
  amountKopecks: z.number({ error: copy.refundAmount }).int(copy.refundAmount).positive(copy.refundAmount).max(100_000_000),
  reason: oneLineText({ error: copy.reasonRequired }).trim().min(1, copy.reasonRequired).max(500, copy.reasonTooLong),
});
export type RefundInput = z.infer<typeof refundInput>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-f:]+(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/i;

/** ЮKassa's published addresses its notifications come from (yookassa.ru/developers/using-api/webhooks). */
export const YOOKASSA_NOTIFICATION_ADDRESSES = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

/** The club's online-payment settings (the owner's): the receipt's VAT code and who may notify. */
export const paymentSettingsSchema = z.object({
  /** ЮKassa's vat_code: 1 'без НДС' (most clubs on the simplified tax), 2 0%, 3 10%, 4 20%, … */
  vatCode: z.number({ error: copy.vatCode }).int(copy.vatCode).min(1, copy.vatCode).max(12, copy.vatCode),
  notificationAddresses: z
    .array(
      oneLineText()
        .trim()
        .refine((value) => IPV4.test(value) || (value.includes(':') && IPV6.test(value)), copy.addresses),
    )
    .min(1, copy.addresses)
    .max(100, copy.addresses),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const offerEditionInput = z.object({
  body: multiLineText({ error: copy.offerBodyRequired })
    .trim()
    .min(1, copy.offerBodyRequired)
    .max(100_000, copy.offerBodyTooLong),
});
