import { clubChatPolicySentence, processorsSentence } from '#shared/content/consent.ru';
import { lawCopy } from '#shared/content/law.ru';
import { serverMessages } from '#shared/messages/server.ru';
import { applicationIdInput, createConsentEditionInput, lawSettingsSchema } from '#shared/schemas/law';
import { activeProcessors, createEdition, currentEdition, listEditions, renderEdition } from '../lib/consent';
import { DomainError } from '../lib/domain-error';
import { readLawSettings, writeLawSettings } from '../lib/law-settings';
import { deleteApplicationOnRequest, listAudit, withdrawMarketing } from '../lib/retention';
import { telegramConfigured } from '../lib/telegram';
import { remindersConfigured } from '../lib/telegram-bot/reminders';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

/** Consent editions, data-handling settings, deletion on request and the audit of it. */
export const privacyRouter = router({
  /** The consent edition in force, filled with the operator's details (/soglasie and the form). */
  consent: publicProcedure.query(({ ctx }) => renderEdition(ctx.deps, currentEdition(ctx.deps))),

  /** What the public pages need: the analytics counter (empty: none), whether reminders are offered, the map widget. */
  publicConfig: publicProcedure.query(({ ctx }) => {
    const law = readLawSettings(ctx.deps);
    return {
      metricaCounterId: law.metricaCounterId,
      reminders: remindersConfigured(ctx.deps),
      /** For the policy: the retention period and a sentence naming every outside service in use. */
      retentionMonths: law.retentionMonths,
      processors: processorsSentence(activeProcessors(ctx.deps)),
      /** What the club's Telegram chat receives (a cross-border transfer), for the policy; empty while it is not configured. */
      clubChat: telegramConfigured(ctx.deps) ? clubChatPolicySentence : '',
      /** The map widget 'Показать карту' loads (YANDEX_MAP_WIDGET_URL; the page's policy frames only it). */
      mapWidgetUrl: ctx.deps.env.YANDEX_MAP_WIDGET_URL,
    };
  }),

  settings: adminProcedure.query(({ ctx }) => readLawSettings(ctx.deps)),
  updateSettings: adminProcedure.input(lawSettingsSchema).mutation(({ ctx, input }) => writeLawSettings(ctx.deps, input)),

  editions: adminProcedure.query(({ ctx }) => listEditions(ctx.deps)),
  /** A changed text becomes a new edition; earlier applications keep pointing at theirs. */
  createEdition: adminProcedure
    .input(createConsentEditionInput)
    .mutation(({ ctx, input }) => createEdition(ctx.deps, input.body)),

  /** Deletes one application with everything attached, at the person's request; logged without the data. */
  deleteApplication: adminProcedure.input(applicationIdInput).mutation(({ ctx, input }) => {
    if (!deleteApplicationOnRequest(ctx.deps, input.id, ctx.admin.id))
      throw new DomainError('not-found', serverMessages.errors.notFoundEntity);
    return { ok: true };
  }),
  withdrawMarketing: adminProcedure.input(applicationIdInput).mutation(({ ctx, input }) => {
    if (!withdrawMarketing(ctx.deps, input.id, ctx.admin.id))
      throw new DomainError('not-found', lawCopy.privacyAdmin.nothingToWithdraw);
    return { ok: true };
  }),
  audit: adminProcedure.query(({ ctx }) => listAudit(ctx.deps)),
});
