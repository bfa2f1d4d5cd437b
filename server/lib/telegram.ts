import type { AppDeps } from '../deps';
import { sendChatMessage } from './telegram-bot/api';

/** The club's chat is configured: a bot token and the chat's id. */
export function telegramConfigured(deps: Pick<AppDeps, 'env'>): boolean {
  return Boolean(deps.env.TELEGRAM_BOT_TOKEN && deps.env.TELEGRAM_CHAT_ID);
}

/**
 * Sends a plain-text message to the club's chat through the one Bot API client
 * (server/lib/telegram-bot/api.ts). Never throws: a notification must not cost a visitor their
 * application. Without a configured chat it sends nothing. Returns whether Telegram accepted it.
 */
export async function sendClubMessage(deps: Pick<AppDeps, 'env' | 'fetch'>, text: string): Promise<boolean> {
  const chatId = deps.env.TELEGRAM_CHAT_ID;
  if (!telegramConfigured(deps) || !chatId) return false;
  const result = await sendChatMessage(deps, chatId, text);
  // The request's URL holds the bot token: log the status and Telegram's description only.
  if (!result.ok) console.warn(`[telegram] sendMessage to the club failed (${result.status}): ${result.description}`);
  return result.ok;
}
