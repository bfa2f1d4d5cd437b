import {
  checkoutInput,
  offerEditionInput,
  paymentSettingsSchema,
  paymentTokenInput,
  refundInput,
  trialOfferInput,
} from '#shared/schemas/payments';
import { revenueCsvInput, revenueInput } from '#shared/schemas/revenue';
import { startCheckout } from '../lib/payments/checkout';
import { latestOffer, listOffers, publishOffer } from '../lib/payments/offer';
import { paymentOutcome } from '../lib/payments/outcome';
import { startRefund } from '../lib/payments/refunds';
import { monthRevenue } from '../lib/payments/revenue';
import { revenueCsv } from '../lib/payments/revenue-csv';
import { readPaymentSettings, writePaymentSettings } from '../lib/payments/settings';
import { listOnlinePayments, shopOf } from '../lib/payments/shop';
import { trialPurchaseOf } from '../lib/payments/trial-purchase';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

/** Online payments through ЮKassa (docs/decisions/online-payments.md). */
export const paymentsRouter = router({
  /** The buy page's data: open or not, the pass types sold online, the offer's current edition. */
  shop: publicProcedure.query(({ ctx }) => shopOf(ctx.deps)),
  /** The public offer's current text (/oferta). */
  offer: publicProcedure.query(({ ctx }) => {
    const offer = latestOffer(ctx.deps);
    return offer ? { id: offer.id, body: offer.body, effectiveAt: offer.effectiveAt } : null;
  }),
  checkout: publicProcedure
    .input(checkoutInput)
    .mutation(({ ctx, input }) => startCheckout(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  /** A trial visitor's private link: the passes it may buy and the member the form starts from (null: nothing to offer). */
  trialOffer: publicProcedure.input(trialOfferInput).query(({ ctx, input }) => trialPurchaseOf(ctx.deps, input.token)),
  /** The return page: the outcome its token names. */
  outcome: publicProcedure.input(paymentTokenInput).query(({ ctx, input }) => paymentOutcome(ctx.deps, input.token)),
  list: adminProcedure.query(({ ctx }) => listOnlinePayments(ctx.deps)),
  refund: adminProcedure.input(refundInput).mutation(({ ctx, input }) => startRefund(ctx.deps, ctx.admin.id, input)),
  /** The dashboard's 'Деньги' for a month (this month by default): the owner and managers, never a coach. */
  revenue: adminProcedure.input(revenueInput.optional()).query(({ ctx, input }) => monthRevenue(ctx.deps, input?.month)),
  /** `{ filename, content }`: 'Выгрузка для бухгалтерии', every payment of the month as CSV for Excel. */
  revenueCsv: adminProcedure.input(revenueCsvInput).query(({ ctx, input }) => revenueCsv(ctx.deps, input.month)),
  settings: adminProcedure.query(({ ctx }) => readPaymentSettings(ctx.deps)),
  updateSettings: adminProcedure.input(paymentSettingsSchema).mutation(({ ctx, input }) => writePaymentSettings(ctx.deps, input)),
  offers: adminProcedure.query(({ ctx }) => listOffers(ctx.deps)),
  publishOffer: adminProcedure.input(offerEditionInput).mutation(({ ctx, input }) => publishOffer(ctx.deps, input.body)),
});
