import type { AppDeps } from '#server/deps';

/**
 * The one time-out of every Bot API call but long polling. Each of them has someone waiting: the
 * visitor's sign-up or cancellation (the club's message is sent before the answer), the admin's
 * action, the webhook's answer to Telegram, or the next reminders in the queue. Telegram answers in
 * well under a second; five seconds is ample for a slow network and keeps a visitor's wait short
 * when Telegram is unreachable. A `getUpdates` long poll waits by design, so the bot gives that one
 * call its own time-out (the poll's seconds plus a margin, server/lib/telegram-bot/bot.ts).
 */
const BOT_API_TIMEOUT_MS = 5_000;

export type BotApiResult<T = unknown> =
  | { ok: true; result: T }
  | { ok: false; status: number; description: string; retryAfter?: number };

/**
 * One Bot API call through TELEGRAM_API_URL (so tests reach a local stand-in). Never throws: a
 * network failure reads as status 0. The URL holds the token, so only Telegram's description is logged.
 */
export async function callBotApi<T = unknown>(
  deps: Pick<AppDeps, 'env' | 'fetch'>,
  method: string,
  body: Record<string, unknown>,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<BotApiResult<T>> {
  const token = deps.env.TELEGRAM_BOT_TOKEN;
  if (!token) return { ok: false, status: 0, description: 'TELEGRAM_BOT_TOKEN is not set' };
  const signals = [AbortSignal.timeout(options.timeoutMs ?? BOT_API_TIMEOUT_MS), ...(options.signal ? [options.signal] : [])];
  try {
    const response = await deps.fetch(`${deps.env.TELEGRAM_API_URL.replace(/\/+$/, '')}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any(signals),
    });
    const data = (await response.json().catch(() => null)) as {
      ok?: boolean;
      result?: T;
      description?: string;
      parameters?: { retry_after?: number };
    } | null;
    if (response.ok && data?.ok) return { ok: true, result: data.result as T };
    return {
      ok: false,
      status: response.status,
      description: String(data?.description ?? '').slice(0, 300),
      retryAfter: data?.parameters?.retry_after,
    };
  } catch (error) {
    return { ok: false, status: 0, description: error instanceof Error ? error.message : String(error) };
  }
}

export function sendChatMessage(deps: Pick<AppDeps, 'env' | 'fetch'>, chatId: string, text: string) {
  return callBotApi(deps, 'sendMessage', { chat_id: chatId, text, disable_web_page_preview: true });
}
