import { z } from 'zod';

/**
 * ЮKassa's API v3 objects as we read them (https://yookassa.ru/developers/api): only the fields the
 * club uses are checked; unknown fields are dropped. Amounts stay ЮKassa's decimal strings here and
 * become kopecks through shared/rules/money.ts only.
 */

export const amountSchema = z.object({
  value: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  currency: z.string().length(3),
});
export type YookassaAmount = z.infer<typeof amountSchema>;

const cancellationSchema = z.object({ party: z.string(), reason: z.string() });

export const paymentSchema = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean(),
  amount: amountSchema,
  refunded_amount: amountSchema.optional(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
  created_at: z.string(),
  captured_at: z.string().optional(),
  description: z.string().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  payment_method: z.object({ type: z.string(), id: z.string().optional() }).optional(),
  cancellation_details: cancellationSchema.optional(),
  receipt_registration: z.enum(['pending', 'succeeded', 'canceled']).optional(),
  test: z.boolean().optional(),
});
export type YookassaPayment = z.infer<typeof paymentSchema>;

export const refundSchema = z.object({
  id: z.string().min(1).max(64),
  payment_id: z.string().min(1).max(64),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: amountSchema,
  created_at: z.string(),
  description: z.string().optional(),
  receipt_registration: z.enum(['pending', 'succeeded', 'canceled']).optional(),
  cancellation_details: cancellationSchema.optional(),
});
export type YookassaRefund = z.infer<typeof refundSchema>;

/** ЮKassa's error body: `{ type: 'error', code, description, parameter }`. */
export const errorSchema = z.object({
  type: z.literal('error'),
  code: z.string().optional(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

/** A notification's body: only `event` and `object.id` are read; the object is re-read from the API. */
export const notificationSchema = z.object({
  type: z.literal('notification'),
  event: z.string().max(64),
  object: z.object({ id: z.string().min(1).max(64) }),
});

/** The 54-FZ receipt ('Чеки от ЮKassa'): one item per pass, a service paid in full. */
export interface YookassaReceipt {
  customer: { phone?: string; email?: string };
  items: Array<{
    description: string;
    quantity: number;
    amount: YookassaAmount;
    vat_code: number;
    payment_subject: 'service';
    payment_mode: 'full_payment';
  }>;
}

export interface CreatePaymentRequest {
  amount: YookassaAmount;
  capture: true;
  confirmation: { type: 'redirect'; return_url: string };
  payment_method_data: { type: 'bank_card' | 'sbp' };
  description: string;
  metadata: Record<string, string>;
  receipt: YookassaReceipt;
}

export interface CreateRefundRequest {
  payment_id: string;
  amount: YookassaAmount;
  description: string;
  receipt: YookassaReceipt;
}
