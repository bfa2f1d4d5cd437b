import { and, eq, isNull } from 'drizzle-orm';
import { memberTelegramLinks, settings, telegramLinks, telegramReminders } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { telegramBotCopy } from '#shared/content/telegram.ru';
import { serverMessages } from '#shared/messages/server.ru';
import { linkMemberChat } from '../family/telegram';
import { readSiteSettings } from '../site-settings';
import { sendChatMessage } from './api';
import { scheduleVisitReminders, visitText } from './reminders';
import { findVisit } from './visits';

const STATE_KEY = 'telegramBot';

/** The subset of a Telegram Update the bot reads. */
export interface TelegramUpdate {
  update_id: number;
  message?: { chat?: { id?: number | string; type?: string }; text?: string };
}

/** The last update handled, so a webhook retry or an overlapping poll is not handled twice. */
export function lastUpdateId(deps: Pick<AppDeps, 'db'>): number {
  const row = deps.db.select().from(settings).where(eq(settings.key, STATE_KEY)).get();
  const value = (row?.value as { lastUpdateId?: unknown } | undefined)?.lastUpdateId;
  return typeof value === 'number' ? value : 0;
}

function rememberUpdate(deps: Pick<AppDeps, 'db' | 'now'>, updateId: number): boolean {
  // Read and write with no await between: in this single-threaded process nothing interleaves.
  const value = { lastUpdateId: updateId };
  const previous = lastUpdateId(deps);
  if (updateId <= previous) return false;
  deps.db
    .insert(settings)
    .values({ key: STATE_KEY, value, updatedAt: deps.now() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: deps.now() } })
    .run();
  return true;
}

/** '/start abc', '/start@club_bot abc' → ['start', 'abc']. */
function parseCommand(text: string): [string, string] | null {
  const match = /^\/([a-z]+)(?:@\w+)?(?:\s+(\S+))?/i.exec(text.trim());
  return match ? [(match[1] ?? '').toLowerCase(), match[2] ?? ''] : null;
}

/** Links the chat to the application behind the token and answers with what will follow. */
async function start(deps: AppDeps, chatId: string, token: string): Promise<void> {
  const clubName = readSiteSettings(deps).clubName;
  if (!token) {
    await sendChatMessage(deps, chatId, telegramBotCopy.welcome(clubName));
    return;
  }
  // A family page's link (server/lib/family/telegram.ts): reminders about the member's pass.
  if (linkMemberChat(deps, token, chatId)) {
    await sendChatMessage(deps, chatId, serverMessages.cabinet.telegramBotLinked(clubName));
    return;
  }
  const link = deps.db.select().from(telegramLinks).where(eq(telegramLinks.token, token)).get();
  if (!link) {
    await sendChatMessage(deps, chatId, telegramBotCopy.unknownToken);
    return;
  }
  if (link.chatId && link.chatId !== chatId) {
    await sendChatMessage(deps, chatId, telegramBotCopy.alreadyLinkedElsewhere);
    return;
  }
  deps.db
    .update(telegramLinks)
    .set({ chatId, linkedAt: link.linkedAt ?? deps.now(), stoppedAt: null })
    .where(eq(telegramLinks.token, token))
    .run();
  const visit = findVisit(deps, link.applicationId);
  if (visit) {
    scheduleVisitReminders(deps, link.applicationId, visit);
    await sendChatMessage(deps, chatId, telegramBotCopy.linkedWithVisit(clubName, visitText(deps, visit)));
  } else {
    await sendChatMessage(deps, chatId, telegramBotCopy.linkedWithoutVisit(clubName));
  }
}

/** Stops every message to this chat: links are marked stopped and unsent reminders dropped. */
async function stop(deps: AppDeps, chatId: string): Promise<void> {
  const stopped = deps.db.transaction((tx) => {
    const links = tx
      .update(telegramLinks)
      // The kept booking link goes too: a stopped chat gets nothing that would need it.
      .set({ stoppedAt: deps.now(), bookingLink: null })
      .where(and(eq(telegramLinks.chatId, chatId), isNull(telegramLinks.stoppedAt)))
      .returning({ applicationId: telegramLinks.applicationId })
      .all();
    for (const { applicationId } of links)
      tx.delete(telegramReminders)
        .where(and(eq(telegramReminders.applicationId, applicationId), isNull(telegramReminders.sentAt)))
        .run();
    const family = tx
      .update(memberTelegramLinks)
      .set({ stoppedAt: deps.now() })
      .where(and(eq(memberTelegramLinks.chatId, chatId), isNull(memberTelegramLinks.stoppedAt)))
      .run().changes;
    return links.length + family;
  });
  await sendChatMessage(deps, chatId, stopped > 0 ? telegramBotCopy.stopped : telegramBotCopy.nothingToStop);
}

/** Handles one update from the webhook or getUpdates; anything but /start and /stop in a private chat is ignored. */
export async function handleUpdate(deps: AppDeps, update: TelegramUpdate): Promise<void> {
  if (typeof update.update_id !== 'number' || !rememberUpdate(deps, update.update_id)) return;
  const message = update.message;
  const chatId = message?.chat?.id;
  if (chatId === undefined || message?.chat?.type !== 'private' || typeof message.text !== 'string') return;
  const command = parseCommand(message.text);
  if (!command) return;
  const [name, argument] = command;
  if (name === 'start') await start(deps, String(chatId), argument);
  else if (name === 'stop') await stop(deps, String(chatId));
}
