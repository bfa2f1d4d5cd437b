import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { memberTelegramLinks } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { serverMessages } from '#shared/messages/server.ru';
import { DomainError } from '../domain-error';

/**
 * A family's Telegram link (member_telegram_links): the page makes a token, the bot's deep link
 * carries it to /start, which fills the chat (server/lib/telegram-bot/updates.ts calls
 * `linkMemberChat`). The link remembers the phone whose page made it: a login code goes to the
 * chats of that phone only. Tokens start with 'f' so the bot tells them from a trial's.
 */
export const MEMBER_TOKEN_PREFIX = 'f';

export function familyTelegramReady(deps: Pick<AppDeps, 'env'>): boolean {
  return Boolean(deps.env.TELEGRAM_BOT_TOKEN && deps.env.TELEGRAM_BOT_USERNAME);
}

export function telegramLinked(deps: Pick<AppDeps, 'db'>, memberId: number, phone: string): boolean {
  return Boolean(
    deps.db
      .select({ token: memberTelegramLinks.token })
      .from(memberTelegramLinks)
      .where(
        and(
          eq(memberTelegramLinks.memberId, memberId),
          eq(memberTelegramLinks.phone, phone),
          isNotNull(memberTelegramLinks.chatId),
          isNull(memberTelegramLinks.stoppedAt),
        ),
      )
      .get(),
  );
}

/** A new deep link for the member, made from this phone's page. */
export function newTelegramLink(deps: Pick<AppDeps, 'db' | 'env'>, memberId: number, phone: string): string {
  const username = deps.env.TELEGRAM_BOT_USERNAME;
  if (!familyTelegramReady(deps) || !username) throw new DomainError('not-ready', serverMessages.cabinet.errors.noTelegram);
  const token = `${MEMBER_TOKEN_PREFIX}${randomBytes(16).toString('base64url')}`;
  deps.db.insert(memberTelegramLinks).values({ token, memberId, phone }).run();
  return `https://t.me/${username.replace(/^@/, '')}?start=${token}`;
}

/** /start with a family token: links the chat; false when the token is not a family's. */
export function linkMemberChat(deps: Pick<AppDeps, 'db' | 'now'>, token: string, chatId: string): boolean {
  if (!token.startsWith(MEMBER_TOKEN_PREFIX)) return false;
  const linked = deps.db
    .update(memberTelegramLinks)
    .set({ chatId, linkedAt: deps.now(), stoppedAt: null })
    .where(and(eq(memberTelegramLinks.token, token), isNull(memberTelegramLinks.chatId)))
    .run();
  return linked.changes === 1;
}
