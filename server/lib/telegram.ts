import type { AppDeps } from '../deps';

const TELEGRAM_TIMEOUT_MS = 5_000;

export function telegramConfigured(deps: AppDeps): boolean {
  return Boolean(deps.env.TELEGRAM_BOT_TOKEN && deps.env.TELEGRAM_CHAT_ID);
}

/**
 * Sends a plain-text message to the club's chat. Never throws: a notification must not cost a
 * visitor their application. Returns whether Telegram accepted it.
 */
export async function sendTelegramMessage(deps: AppDeps, text: string): Promise<boolean> {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: chatId, TELEGRAM_API_URL: apiUrl } = deps.env;
  if (!token || !chatId) return false;
  try {
    const response = await deps.fetch(`${apiUrl.replace(/\/+$/, '')}/bot${token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
    });
    if (response.ok) return true;
    // The URL holds the bot token: log the status and Telegram's description only.
    console.warn(`[telegram] sendMessage answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  } catch (error) {
    console.warn('[telegram] sendMessage failed:', error instanceof Error ? error.message : error);
  }
  return false;
}
