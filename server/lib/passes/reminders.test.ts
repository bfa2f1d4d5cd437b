import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubTimeToUnix } from '#shared/rules/trial-sessions';
import { memberPhones, passReminders, passTypes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { callerAs } from '../../test/content-fixtures';
import { addChild, addGroup, familySession } from '../../test/family-fixtures';
import { type BotApiStandIn, startBotApiStandIn } from '../../test/telegram-bot-api';
import { adminToken, cleanup, createTestDeps } from '../../test/test-app';
import { startBot } from '../telegram-bot/bot';
import { handleUpdate } from '../telegram-bot/updates';
import { planEndingPasses, sendDuePassReminders } from './reminders';
import { memberOfRenewalToken } from './renewal';

/**
 * A family's pass reminders on a real SQLite file, through the real paths: the gym sale, the
 * journal's ticks, the family page's Telegram link pressed in the bot, the freeze, and the local Bot
 * API stand-in that receives the messages.
 */
const ORIGIN = 'https://club.example';
const MOM = '+79005550101';
const DAD = '+79005550102';

let clock: number;
let deps: AppDeps;
let bot: BotApiStandIn;
let token: string;
let updateId = 0;
let group: string;
let seq = 0;

beforeEach(async () => {
  // Thursday 3 December 2026, 12:00 in Moscow.
  clock = clubTimeToUnix('2026-12-03', '12:00');
  bot = await startBotApiStandIn();
  deps = createTestDeps({
    now: () => clock,
    env: {
      TELEGRAM_BOT_TOKEN: bot.token,
      TELEGRAM_BOT_USERNAME: 'club_bot',
      TELEGRAM_API_URL: bot.url,
      PUBLIC_URL: ORIGIN,
      YOOKASSA_SHOP_ID: '123456',
      YOOKASSA_SECRET_KEY: 'test_secret_key',
    },
  });
  token = await adminToken(deps);
  group = addGroup(deps, `karate-${++seq}`, `Каратэ ${seq}`, 'Karate');
});
afterEach(async () => {
  await bot.close();
});
afterAll(cleanup);

const owner = () => callerAs(deps, token);

async function passType(fields: { classes?: number | null; validityDays?: number; validFrom?: 'purchase' | 'first_class' } = {}) {
  const type = await owner().passTypes.create({
    name: 'Детский: 3 занятия',
    directions: ['Karate'],
    classes: fields.classes === undefined ? 3 : fields.classes,
    validityDays: fields.validityDays ?? 30,
    validFrom: fields.validFrom ?? 'purchase',
    price: '3 500',
    freezeDays: 14,
  });
  deps.db.update(passTypes).set({ soldOnline: true }).where(eq(passTypes.id, type.id)).run();
  return type;
}

/** A child whose guardians pressed 'Напомнить в Telegram' on the family page and then 'Запустить' in the bot. */
async function linkedChild(name: string, chats: Array<{ phone: string; chat: number }>) {
  const memberId = addChild(deps, name, chats[0]?.phone ?? MOM, [group]);
  for (const { phone, chat } of chats) {
    // A second parent's phone, as the manager adds it on the member's card.
    if (phone !== chats[0]?.phone) deps.db.insert(memberPhones).values({ memberId, phone, role: 'extra', label: 'Папа' }).run();
    const { href } = await familySession(deps, phone).caller.family.telegramLink({ memberId });
    const text = `/start ${href.split('=')[1]}`;
    await handleUpdate(deps, { update_id: ++updateId, message: { chat: { id: chat, type: 'private' }, text } });
  }
  bot.sent.length = 0;
  return memberId;
}

const rows = new Map<string, { _id: string }>();

/** The member's December journal row in the group, ticked on these days (as the coach saves it). */
async function journal(name: string, ticks: number[]) {
  const days = [3, 8, 10, 15, 17];
  const attendance = Object.fromEntries(ticks.map((d) => [String(d), true]));
  const row = rows.get(`${group}/${name}`);
  if (!row) {
    const created = await owner().attendance.create({ group, month: 12, year: 2026, studentName: name, days, attendance });
    rows.set(`${group}/${name}`, created);
    return;
  }
  await owner().attendance.save({ attendance: [{ _id: row._id, month: 12, year: 2026, days, attendance }] });
}

const reminderRows = () => deps.db.select().from(passReminders).all();
const textsTo = (chat: number) => bot.sent.filter((m) => String(m.chat_id) === String(chat)).map((m) => m.text);

describe('one class left', () => {
  it('the tick that leaves one class sends ONE message to each linked chat, with the renewal link; never again', async () => {
    const memberId = await linkedChild('Соколов Миша', [
      { phone: MOM, chat: 7001 },
      { phone: DAD, chat: 7002 },
    ]);
    const type = await passType();
    const sold = await owner().passes.sell({ memberId, passTypeId: type.id, method: 'cash' });
    await journal('Соколов Миша', [3]);
    expect(reminderRows()).toEqual([]);
    await journal('Соколов Миша', [3, 8]);
    expect(reminderRows()).toMatchObject([{ passId: sold.id, kind: 'one_left', sentAt: null }]);

    expect(await sendDuePassReminders(deps)).toEqual({ sent: 1, dropped: 0 });
    for (const chat of [7001, 7002]) {
      const [text, ...more] = textsTo(chat);
      expect(more).toEqual([]);
      expect(text).toContain('Соколов Миша: на абонементе «Детский: 3 занятия» осталось одно занятие.');
      expect(text).toContain('Абонемент действует по 1 января включительно.');
      const url = /Продлить абонемент на сайте: (\S+)/.exec(text ?? '')?.[1] ?? '';
      expect(url.startsWith(`${ORIGIN}/buy/${type.id}?renewal=`)).toBe(true);
      expect(memberOfRenewalToken(deps, decodeURIComponent(url.split('renewal=')[1] ?? ''))).toBe(memberId);
    }
    // Another round, the tick saved again, unticked and ticked back: once per pass, ever.
    await sendDuePassReminders(deps);
    await journal('Соколов Миша', [3, 8]);
    await journal('Соколов Миша', [3]);
    await journal('Соколов Миша', [3, 8]);
    await sendDuePassReminders(deps);
    expect(bot.sent).toHaveLength(2);
    expect(reminderRows()).toHaveLength(1);
  });

  it('two rounds at once send it once; a crash before sending leaves it planned for the next round', async () => {
    const memberId = await linkedChild('Орлова Даша', [{ phone: MOM, chat: 7101 }]);
    const type = await passType();
    await owner().passes.sell({ memberId, passTypeId: type.id, method: 'terminal' });
    await journal('Орлова Даша', [3, 8]);
    // Nothing was sent yet (a crash right after the journal's write): the row waits, planned.
    expect(reminderRows()).toMatchObject([{ sentAt: null, failedAt: null }]);
    const [a, b] = await Promise.all([sendDuePassReminders(deps), sendDuePassReminders(deps)]);
    expect(a.sent + b.sent).toBe(1);
    expect(textsTo(7101)).toHaveLength(1);
  });

  it("Telegram's 'try later' is retried next round; a refusal is recorded and not retried", async () => {
    const memberId = await linkedChild('Ким Лев', [{ phone: MOM, chat: 7201 }]);
    const type = await passType();
    await owner().passes.sell({ memberId, passTypeId: type.id, method: 'cash' });
    await journal('Ким Лев', [3, 8]);
    bot.failSends(429);
    expect(await sendDuePassReminders(deps)).toEqual({ sent: 0, dropped: 0 });
    expect(reminderRows()).toMatchObject([{ sentAt: null, failedAt: null }]);
    expect(await sendDuePassReminders(deps)).toEqual({ sent: 1, dropped: 0 });
    expect(textsTo(7201)).toHaveLength(1);

    const other = await linkedChild('Ким Ася', [{ phone: DAD, chat: 7202 }]);
    await owner().passes.sell({ memberId: other, passTypeId: type.id, method: 'cash' });
    await journal('Ким Ася', [3, 8]);
    bot.failSends(403);
    await sendDuePassReminders(deps);
    await sendDuePassReminders(deps);
    expect(textsTo(7202)).toEqual([]);
    expect(reminderRows().find((row) => row.sentAt === null)).toBeUndefined();
    expect(reminderRows().filter((row) => row.failedAt !== null)).toHaveLength(1);
  });

  it('a stopped chat, or one linked from a phone no longer on the card, gets nothing; with none left the reminder is dropped unsent', async () => {
    const memberId = await linkedChild('Белов Иван', [
      { phone: MOM, chat: 7301 },
      { phone: DAD, chat: 7302 },
    ]);
    await handleUpdate(deps, { update_id: ++updateId, message: { chat: { id: 7302, type: 'private' }, text: '/stop' } });
    const type = await passType();
    await owner().passes.sell({ memberId, passTypeId: type.id, method: 'cash' });
    await journal('Белов Иван', [3, 8]);
    await sendDuePassReminders(deps);
    expect(textsTo(7301)).toHaveLength(1);
    expect(textsTo(7302).filter((text) => text.includes('осталось'))).toEqual([]);

    // A guardian the club took off the card hears no more.
    const removed = await linkedChild('Белов Лёва', [
      { phone: MOM, chat: 7304 },
      { phone: DAD, chat: 7305 },
    ]);
    deps.db
      .delete(memberPhones)
      .where(and(eq(memberPhones.memberId, removed), eq(memberPhones.phone, DAD)))
      .run();
    await owner().passes.sell({ memberId: removed, passTypeId: type.id, method: 'cash' });
    await journal('Белов Лёва', [3, 8]);
    await sendDuePassReminders(deps);
    expect(textsTo(7304)).toHaveLength(1);
    expect(textsTo(7305)).toEqual([]);

    const alone = await linkedChild('Белова Вера', [{ phone: DAD, chat: 7303 }]);
    await owner().passes.sell({ memberId: alone, passTypeId: type.id, method: 'cash' });
    await journal('Белова Вера', [3, 8]);
    expect(reminderRows()).toHaveLength(3);
    await handleUpdate(deps, { update_id: ++updateId, message: { chat: { id: 7303, type: 'private' }, text: '/stop' } });
    bot.sent.length = 0;
    expect(await sendDuePassReminders(deps)).toEqual({ sent: 0, dropped: 1 });
    expect(bot.sent).toEqual([]);
  });

  it('none for an unlimited pass, nor for a member without a linked chat; a frozen or renewed pass is dropped unsent', async () => {
    const unlimited = await linkedChild('Гусев Олег', [{ phone: MOM, chat: 7401 }]);
    await owner().passes.sell({ memberId: unlimited, passTypeId: (await passType({ classes: null })).id, method: 'cash' });
    await journal('Гусев Олег', [3, 8, 10, 15]);
    const unlinked = addChild(deps, 'Гусева Нина', '+79005550199', [group]);
    const type = await passType();
    await owner().passes.sell({ memberId: unlinked, passTypeId: type.id, method: 'cash' });
    await journal('Гусева Нина', [3, 8]);
    expect(reminderRows()).toEqual([]);

    const frozen = await linkedChild('Лис Петя', [{ phone: MOM, chat: 7402 }]);
    const frozenPass = await owner().passes.sell({ memberId: frozen, passTypeId: type.id, method: 'cash' });
    await journal('Лис Петя', [3, 8]);
    await owner().passes.freeze({ passId: frozenPass.id, from: '2026-12-03', days: 7, reason: 'Болеет' });
    const renewed = await linkedChild('Лис Катя', [{ phone: DAD, chat: 7403 }]);
    await owner().passes.sell({ memberId: renewed, passTypeId: type.id, method: 'cash' });
    await journal('Лис Катя', [3, 8]);
    clock += 60;
    await owner().passes.sell({ memberId: renewed, passTypeId: type.id, method: 'cash' });
    expect(reminderRows()).toHaveLength(2);
    expect(await sendDuePassReminders(deps)).toEqual({ sent: 0, dropped: 2 });
    expect(bot.sent).toEqual([]);
  });
});

describe('ends in three days', () => {
  it('the hourly check plans passes ending within three days, once; not one waiting for its first class', async () => {
    const soon = await linkedChild('Зайцев Глеб', [{ phone: MOM, chat: 7501 }]);
    const later = await linkedChild('Зайцева Ира', [{ phone: DAD, chat: 7502 }]);
    const waiting = await linkedChild('Зайцев Том', [{ phone: '+79005550103', chat: 7503 }]);
    // Bought on 3 December: 4 days of validity end on the 6th (in 3 days), 5 days on the 7th.
    await owner().passes.sell({
      memberId: soon,
      passTypeId: (await passType({ validityDays: 4, classes: null })).id,
      method: 'cash',
    });
    await owner().passes.sell({ memberId: later, passTypeId: (await passType({ validityDays: 5 })).id, method: 'cash' });
    await owner().passes.sell({
      memberId: waiting,
      passTypeId: (await passType({ validityDays: 2, validFrom: 'first_class' })).id,
      method: 'cash',
    });
    expect(planEndingPasses(deps)).toBe(1);
    expect(planEndingPasses(deps)).toBe(0);
    await sendDuePassReminders(deps);
    expect(textsTo(7501)).toHaveLength(1);
    expect(textsTo(7501)[0]).toContain(
      'Зайцев Глеб: абонемент «Детский: 3 занятия» заканчивается — действует по 6 декабря включительно.',
    );
    expect(textsTo(7501)[0]).not.toContain('Осталось занятий');
    expect(bot.sent).toHaveLength(1);

    // A day later the second pass is in the window too; the first is not reminded again.
    clock += 86_400;
    expect(planEndingPasses(deps)).toBe(1);
    await sendDuePassReminders(deps);
    expect(textsTo(7502)[0]).toContain('Осталось занятий: 3.');
    expect(textsTo(7501)).toHaveLength(1);
    expect(textsTo(7503)).toEqual([]);
  });

  it('waits for 10:00 on the club clock; the bot worker plans and sends it', async () => {
    const memberId = await linkedChild('Соболев Ян', [{ phone: MOM, chat: 7601 }]);
    await owner().passes.sell({ memberId, passTypeId: (await passType({ validityDays: 2 })).id, method: 'cash' });
    clock = clubTimeToUnix('2026-12-03', '22:30');
    expect(planEndingPasses(deps)).toBe(1);
    expect(await sendDuePassReminders(deps)).toEqual({ sent: 0, dropped: 0 });
    expect(bot.sent).toEqual([]);
    deps.db.delete(passReminders).run();
    clock = clubTimeToUnix('2026-12-04', '10:00');
    const runner = await startBot(deps);
    await runner.stop();
    expect(runner.mode).toBe('webhook');
    expect(textsTo(7601)).toHaveLength(1);
    expect(textsTo(7601)[0]).toContain('действует по 4 декабря включительно');
  });
});
