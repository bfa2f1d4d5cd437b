import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context as HonoContext } from 'hono';
import type { AppDeps } from '#server/deps';
import { planEndingPasses, sendDuePassReminders } from '../passes/reminders';
import { callBotApi } from './api';
import { sendDueReminders } from './reminders';
import { handleUpdate, lastUpdateId, type TelegramUpdate } from './updates';

export const WEBHOOK_PATH = '/api/telegram/webhook';
const WORKER_INTERVAL_MS = 30_000;
/** How often the passes ending within three days are looked for (server/lib/passes/reminders.ts). */
const PASS_CHECK_SECONDS = 3600;
const POLL_TIMEOUT_SECONDS = 25;
const POLL_RETRY_MS = 5_000;

/**
 * The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token: derived from the server's own
 * key, so it needs no setting and is stable across restarts.
 */
export function webhookSecret(deps: Pick<AppDeps, 'jwtSecret'>): string {
  return createHmac('sha256', deps.jwtSecret).update('telegram-webhook').digest('base64url');
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /api/telegram/webhook: 403 without the secret header, 200 otherwise (Telegram retries anything else). */
export async function webhookHandler(c: HonoContext, deps: AppDeps): Promise<Response> {
  if (!deps.env.TELEGRAM_BOT_TOKEN) return c.json({ ok: false }, 404);
  if (!sameSecret(c.req.header('x-telegram-bot-api-secret-token'), webhookSecret(deps))) return c.json({ ok: false }, 403);
  let update: TelegramUpdate;
  try {
    update = (await c.req.json()) as TelegramUpdate;
  } catch {
    return c.json({ ok: false }, 400);
  }
  try {
    await handleUpdate(deps, update);
  } catch (error) {
    // Answering 200 anyway: a retry of an update that fails the same way would only repeat the failure.
    console.error('[telegram-bot] update failed:', error instanceof Error ? error.message : error);
  }
  return c.json({ ok: true });
}

/** One getUpdates round; returns how many updates it handled. */
export async function pollOnce(deps: AppDeps, timeoutSeconds: number, signal?: AbortSignal): Promise<number> {
  const result = await callBotApi<TelegramUpdate[]>(
    deps,
    'getUpdates',
    { offset: lastUpdateId(deps) + 1, timeout: timeoutSeconds, allowed_updates: ['message'] },
    { timeoutMs: (timeoutSeconds + 10) * 1000, signal },
  );
  if (!result.ok) throw new Error(`getUpdates ${result.status}: ${result.description}`);
  for (const update of result.result) await handleUpdate(deps, update);
  return result.result.length;
}

export interface BotRunner {
  mode: 'webhook' | 'polling' | 'off';
  stop: () => Promise<void>;
}

/**
 * Starts the bot when TELEGRAM_BOT_TOKEN is set: a webhook at PUBLIC_URL when there is one,
 * otherwise long polling; and the reminder worker, which reads the stored schedule every 30 s, so
 * a restart loses nothing: the trial visits' reminders and the passes' (looking for passes that end
 * within three days once an hour).
 */
export async function startBot(deps: AppDeps): Promise<BotRunner> {
  if (!deps.env.TELEGRAM_BOT_TOKEN) return { mode: 'off', stop: async () => {} };
  let stopped = false;
  const abort = new AbortController();
  let working: Promise<unknown> = Promise.resolve();
  const failed = (what: string) => (error: unknown) =>
    console.error(`[telegram-bot] ${what} failed:`, error instanceof Error ? error.message : error);
  let passesCheckedAt = Number.NEGATIVE_INFINITY;
  const passReminders = async () => {
    if (deps.now() - passesCheckedAt >= PASS_CHECK_SECONDS) {
      passesCheckedAt = deps.now();
      planEndingPasses(deps);
    }
    await sendDuePassReminders(deps);
  };
  const work = () => {
    working = Promise.all([sendDueReminders(deps).catch(failed('reminders')), passReminders().catch(failed('pass reminders'))]);
  };
  work();
  const timer = setInterval(work, WORKER_INTERVAL_MS);
  timer.unref();

  let polling: Promise<void> = Promise.resolve();
  let mode: BotRunner['mode'];
  if (deps.env.PUBLIC_URL) {
    mode = 'webhook';
    const url = `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}${WEBHOOK_PATH}`;
    const result = await callBotApi(deps, 'setWebhook', {
      url,
      secret_token: webhookSecret(deps),
      allowed_updates: ['message'],
    });
    if (!result.ok) console.warn(`[telegram-bot] setWebhook failed (${result.status}): ${result.description}`);
  } else {
    mode = 'polling';
    // getUpdates refuses to work while a webhook is set.
    await callBotApi(deps, 'deleteWebhook', {});
    polling = (async () => {
      while (!stopped) {
        try {
          await pollOnce(deps, POLL_TIMEOUT_SECONDS, abort.signal);
        } catch (error) {
          if (stopped) break;
          console.warn('[telegram-bot] polling:', error instanceof Error ? error.message : error);
          await new Promise((resolve) => setTimeout(resolve, POLL_RETRY_MS).unref());
        }
      }
    })();
  }
  return {
    mode,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      abort.abort();
      await Promise.allSettled([polling, working]);
    },
  };
}
