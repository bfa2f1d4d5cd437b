import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceRecords,
  consentEditions,
  members,
  memberTelegramLinks,
  passTypes,
  passVisits,
  payments,
  privacyAudit,
  scheduleRows,
  trialClosures,
  trialSlots,
} from '../db/schema';
import type { AppDeps } from '../deps';
import { issuePass } from '../lib/passes/issue';
import { memberOfRenewalToken } from '../lib/passes/renewal';
import { handleUpdate } from '../lib/telegram-bot/updates';
import { addChild, addGroup, familySession } from '../test/family-fixtures';
import { type BotApiStandIn, startBotApiStandIn } from '../test/telegram-bot-api';
import { cleanup, createTestDeps } from '../test/test-app';

/**
 * What a family reads of its children: this week's classes (the timetable, the journal's days, a
 * closed day cancelled), the month's visits, the pass, the payments, Telegram and the consents.
 */
/** Wednesday 18 November 2026, 12:00 in Moscow. */
const NOW = Date.UTC(2026, 10, 18, 9) / 1000;
const PHONE = '+79005550001';
let deps: AppDeps;
let older: number;
let younger: number;
let bot: BotApiStandIn;

beforeAll(async () => {
  bot = await startBotApiStandIn();
  deps = createTestDeps({
    now: () => NOW,
    env: { TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_URL: bot.url, TELEGRAM_BOT_USERNAME: 'club_bot' },
  });
  addGroup(deps, 'junior', 'Детская младшая группа', 'Mma');
  addGroup(deps, 'middle', 'Дети 10–13 лет', 'Boxing');
  deps.db
    .insert(scheduleRows)
    .values({
      position: 0,
      time: '16:00–17:00',
      pn: 'Детская младшая группа',
      sr: 'Детская младшая группа (ОФП)',
      pt: 'Детская младшая группа',
    })
    .run();
  const slot = deps.db
    .insert(trialSlots)
    .values({ weekday: 3, time: '16:00', direction: 'Mma', ageMin: 6, ageMax: 10 })
    .returning({ id: trialSlots.id })
    .get().id;
  deps.db.insert(trialClosures).values({ slotId: slot, date: '2026-11-18', reason: 'Соревнования' }).run();
  older = addChild(deps, 'Иванов Артём', PHONE, ['middle']);
  younger = addChild(deps, 'Иванова Алиса', PHONE, ['junior']);
  addChild(deps, 'Чужой Ребёнок', '+79005550002', ['junior']);
  const edition = deps.db
    .insert(consentEditions)
    .values({ body: 'Текст', effectiveAt: NOW - 86_400 * 30 })
    .returning()
    .get().id;
  deps.db
    .update(members)
    .set({ consentEditionId: edition, consentAt: NOW - 86_400 * 20 })
    .where(eq(members.id, younger))
    .run();
  // The older one's journal month: lesson days 17, 19, 21; came on the 17th.
  deps.db
    .insert(attendanceRecords)
    .values({
      id: 'r1',
      groupId: 'middle',
      studentName: 'Иванов Артём',
      memberId: older,
      year: 2026,
      month: 11,
      days: [17, 19, 21],
      attendance: { '17': true },
    })
    .run();
  // The younger one's pass: 8 classes, 2 taken.
  const type = deps.db
    .insert(passTypes)
    .values({ name: '8 занятий', classes: 8, validityDays: 30, validFrom: 'purchase', priceKopecks: 350_000, soldOnline: true })
    .returning({ id: passTypes.id })
    .get().id;
  deps.db.transaction((tx) => {
    const payment = tx
      .insert(payments)
      .values({
        provider: 'yookassa',
        idempotenceKey: 'k1',
        status: 'succeeded',
        method: 'bank_card',
        amountKopecks: 350_000,
        passTypeId: type,
        memberId: younger,
        order: {},
        paidAt: NOW - 86_400 * 5,
      })
      .returning({ id: payments.id })
      .get().id;
    const pass = issuePass(tx, {
      memberId: younger,
      passTypeId: type,
      paymentId: payment,
      priceKopecks: 350_000,
      today: '2026-11-13',
    });
    tx.insert(passVisits).values({ memberId: younger, groupId: 'junior', date: '2026-11-13', passId: pass }).run();
    tx.insert(passVisits).values({ memberId: younger, groupId: 'junior', date: '2026-11-16', passId: pass }).run();
  });
});
afterAll(async () => {
  await bot.close();
  cleanup();
});

describe('the family page', () => {
  it("shows each child with this week's classes, a closed day cancelled, the journal's days where the timetable names no group", async () => {
    const home = await familySession(deps, PHONE).caller.family.home();
    expect(home.phone).toBe('+7 900 555-00-01');
    expect(home.members.map((member) => member.fullName)).toEqual(['Иванов Артём', 'Иванова Алиса']);
    const [artem, alisa] = home.members;
    expect(alisa?.week).toEqual([
      { date: '2026-11-16', weekday: 1, time: '16:00–17:00', groupName: 'Детская младшая группа', cancelled: false },
      { date: '2026-11-18', weekday: 3, time: '16:00–17:00', groupName: 'Детская младшая группа', cancelled: true },
      { date: '2026-11-20', weekday: 5, time: '16:00–17:00', groupName: 'Детская младшая группа', cancelled: false },
    ]);
    expect(artem?.week.map((item) => [item.date, item.time, item.cancelled])).toEqual([
      ['2026-11-17', null, false],
      ['2026-11-19', null, false],
      ['2026-11-21', null, false],
    ]);
  });

  it('shows the month\'s visits, the pass with classes left and "Продлить", and the payments', async () => {
    const home = await familySession(deps, PHONE).caller.family.home();
    const [artem, alisa] = home.members;
    expect(artem?.visits).toEqual([{ date: '2026-11-17', groupName: 'Дети 10–13 лет' }]);
    expect(alisa?.visits.map((visit) => visit.date)).toEqual(['2026-11-13', '2026-11-16']);
    expect(alisa?.passes).toHaveLength(1);
    expect(alisa?.passes[0]).toMatchObject({ name: '8 занятий', kind: 'active', classesLeft: 6, endsOn: '2026-12-12' });
    const href = alisa?.passes[0]?.renewHref ?? '';
    const match = /^\/buy\/(\d+)\?renewal=(.+)$/.exec(href);
    expect(match).not.toBeNull();
    expect(memberOfRenewalToken(deps, decodeURIComponent(match?.[2] ?? ''))).toBe(younger);
    expect(
      memberOfRenewalToken(deps, `${older}${decodeURIComponent(match?.[2] ?? '').slice(String(younger).length)}`),
    ).toBeNull();
    expect(alisa?.payments).toEqual([
      {
        id: expect.any(Number),
        at: NOW - 86_400 * 5,
        passName: '8 занятий',
        amountKopecks: 350_000,
        status: 'succeeded',
        // A gym sale: no ЮKassa receipt (the gym's register prints its own).
        receipt: null,
      },
    ]);
    expect(artem?.passes).toEqual([]);
    expect(artem?.payments).toEqual([]);
  });

  it("shows the consent with its edition and time; withdrawing marketing and asking for deletion go to the club's data log once", async () => {
    const { caller } = familySession(deps, PHONE);
    const alisa = (await caller.family.home()).members[1];
    expect(alisa?.consent).toMatchObject({
      editionAt: NOW - 86_400 * 30,
      at: NOW - 86_400 * 20,
      by: 'guardian',
      marketing: true,
    });
    await caller.family.withdrawMarketing({ memberId: younger });
    await caller.family.withdrawMarketing({ memberId: younger });
    await caller.family.requestDeletion({ memberId: younger });
    const after = (await caller.family.home()).members[1];
    expect(after?.consent).toMatchObject({ marketing: false, marketingWithdrawnAt: NOW, deletionRequestedAt: NOW });
    const log = deps.db.select().from(privacyAudit).all();
    expect(log.map((entry) => [entry.action, entry.memberId])).toEqual([
      ['member_marketing_withdrawn', younger],
      ['member_deletion_requested', younger],
    ]);
  });

  it('makes a Telegram deep link that remembers the phone', async () => {
    const { caller } = familySession(deps, PHONE);
    const { href } = await caller.family.telegramLink({ memberId: older });
    expect(href).toMatch(/^https:\/\/t\.me\/club_bot\?start=f[A-Za-z0-9_-]{22}$/);
    const token = href.split('=')[1] ?? '';
    expect(deps.db.select().from(memberTelegramLinks).where(eq(memberTelegramLinks.token, token)).get()).toMatchObject({
      memberId: older,
      phone: PHONE,
      chatId: null,
    });
    // The guardian presses 'Запустить': the bot links the chat; /stop stops it.
    await handleUpdate(deps, { update_id: 101, message: { chat: { id: 555, type: 'private' }, text: `/start ${token}` } });
    expect(deps.db.select().from(memberTelegramLinks).where(eq(memberTelegramLinks.token, token)).get()).toMatchObject({
      chatId: '555',
    });
    expect(bot.sent.at(-1)?.text).toContain('напоминания об абонементе включены');
    expect((await caller.family.home()).members[0]?.telegram).toEqual({ available: true, linked: true });
    await handleUpdate(deps, { update_id: 102, message: { chat: { id: 555, type: 'private' }, text: '/stop' } });
    expect((await caller.family.home()).members[0]?.telegram).toEqual({ available: true, linked: false });
  });

  it("after a renewal: the new pass beside the one in force, 'Продлить' only on the latest (runs after the pass's own test)", async () => {
    const type = deps.db.select({ id: passTypes.id }).from(passTypes).where(eq(passTypes.name, '8 занятий')).get()?.id ?? 0;
    deps.db.transaction((tx) =>
      issuePass(tx, { memberId: younger, passTypeId: type, paymentId: null, priceKopecks: 350_000, today: '2026-11-18' }),
    );
    const alisa = (await familySession(deps, PHONE).caller.family.home()).members[1];
    expect(alisa?.passes.map((pass) => [pass.classesLeft, pass.endsOn, pass.renewHref !== null])).toEqual([
      [8, '2026-12-17', true],
      [6, '2026-12-12', false],
    ]);
  });

  it('gives a phone with no members an empty page, not a refusal', async () => {
    const home = await familySession(deps, '+79005559999').caller.family.home();
    expect(home.members).toEqual([]);
  });
});
