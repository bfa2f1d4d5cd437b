import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutInput } from '#shared/schemas/payments';
import {
  applications,
  consentEditions,
  memberPhones,
  members,
  passes,
  passTypes,
  payments,
  trialBookings,
  trialSlots,
} from '../../db/schema';
import { appRouter } from '../../routers/_app';
import { trpcError } from '../../test/content-fixtures';
import { type PaymentWorld, startPaymentWorld } from '../../test/payments-world';
import { adminToken, cleanup, createTestDeps } from '../../test/test-app';
import { createContext } from '../../trpc/context';
import { createCallerFactory } from '../../trpc/init';
import { familyHome } from '../family/home';
import { memberCard } from '../members/card';
import { newBookingToken } from '../trials/tokens';
import { orderOf } from './order';

const createCaller = createCallerFactory(appRouter);
let world: PaymentWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
  cleanup();
});

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
const visitor = (w: PaymentWorld) => createCaller(createContext(w.deps, { ip: '203.0.113.7', userAgent: BROWSER }));

/** A 10-year-old's karate trial, signed up by the mother (consent by the guardian), with its private link. */
function trialVisitor(w: PaymentWorld, options: { came?: boolean } = {}) {
  const app = w.deps.db
    .insert(applications)
    .values({
      name: 'Миша',
      lastname: 'Петров',
      phone: '+7 (999) 123-45-67',
      age: 10,
      direction: 'Karate',
      consent: true,
      consentAt: 1_700_000_000,
      consentEditionId: w.consent.consentEditionId,
      consentBy: 'guardian',
      guardianName: 'Петрова Анна',
      marketingConsent: true,
      status: 'booked',
    })
    .returning()
    .get();
  const slot = w.deps.db
    .insert(trialSlots)
    .values({ weekday: 2, time: '18:00', direction: 'Karate', title: 'Дети 7–12 лет', ageMin: 7, ageMax: 12 })
    .returning()
    .get();
  const { token, hash } = newBookingToken();
  w.deps.db
    .insert(trialBookings)
    .values({
      slotId: slot.id,
      date: '2026-11-10',
      applicationId: app.id,
      status: 'booked',
      tokenHash: hash,
      attendance: options.came ? 'came' : null,
    })
    .run();
  return { app, token };
}

function addPassType(w: PaymentWorld, values: Partial<typeof passTypes.$inferInsert> & { name: string }) {
  return w.deps.db
    .insert(passTypes)
    .values({ validityDays: 30, validFrom: 'purchase', priceKopecks: 500_000, soldOnline: true, ...values })
    .returning()
    .get().id;
}

const birthDate = `${new Date().getFullYear() - 10}-03-15`;

function trialInput(w: PaymentWorld, token: string, changes: Partial<CheckoutInput> = {}): CheckoutInput {
  return w.input({ member: { kind: 'trial', token, birthDate, ...w.consent }, ...changes });
}

async function payLast(w: PaymentWorld) {
  const row = w.deps.db.select().from(payments).all().at(-1);
  w.standIn.settle(row?.providerPaymentId ?? '', 'pay');
  await w.standIn.idle();
  return w.deps.db
    .select()
    .from(payments)
    .where(eq(payments.id, row?.id ?? 0))
    .get();
}

describe('buying from a trial visitor’s private link (a real SQLite file, ЮKassa’s stand-in over HTTP)', () => {
  it('offers the passes sold online for the trial’s direction and age, with the member from the application', async () => {
    world = await startPaymentWorld();
    const { token } = trialVisitor(world);
    const anyDirection = addPassType(world, { name: 'Безлимит на месяц' });
    addPassType(world, { name: 'ММА взрослые', directions: ['Mma'], ageMin: 16 });
    addPassType(world, { name: 'Карате, подростки', directions: ['Karate'], ageMin: 14, ageMax: 17 });
    addPassType(world, { name: 'Только в зале', directions: ['Karate'], soldOnline: false });
    const offer = await visitor(world).payments.trialOffer({ token });
    expect(offer?.passes.map((p) => p.id)).toEqual([world.passTypeId, anyDirection]);
    expect(offer?.member).toEqual({ fullName: 'Петров Миша', age: 10, guardianName: 'Петрова Анна', phone: '+7 999 123-45-67' });
    // A link that is not a booking's, or a cancelled one: nothing to offer.
    expect(await visitor(world).payments.trialOffer({ token: 'A'.repeat(43) })).toBeNull();
  });

  it('nothing is offered while the site does not sell (no ЮKassa)', async () => {
    const deps = createTestDeps();
    const { token, hash } = newBookingToken();
    const app = deps.db
      .insert(applications)
      .values({ name: 'Оля', lastname: 'Иванова', phone: '+79990000000', age: 30, direction: 'Karate' })
      .returning()
      .get();
    const slot = deps.db
      .insert(trialSlots)
      .values({ weekday: 1, time: '19:00', direction: 'Karate', ageMin: 16, ageMax: 60 })
      .returning()
      .get();
    deps.db
      .insert(trialBookings)
      .values({ slotId: slot.id, date: '2026-11-09', applicationId: app.id, status: 'booked', tokenHash: hash })
      .run();
    expect(await createCaller(createContext(deps)).payments.trialOffer({ token })).toBeNull();
  });

  it('the purchase makes one member linked to the application, with the buy form’s consent; the staff cannot make a second', async () => {
    world = await startPaymentWorld();
    const { app, token } = trialVisitor(world, { came: true });
    await visitor(world).payments.checkout(trialInput(world, token));
    const row = world.deps.db.select().from(payments).get();
    const order = row ? orderOf(row) : null;
    expect(order?.member).toEqual({
      kind: 'application',
      applicationId: app.id,
      fullName: 'Петров Миша',
      birthDate,
      guardianName: 'Петрова Анна',
    });
    expect(order?.consent).toEqual({
      editionId: world.consent.consentEditionId,
      at: expect.any(Number),
      by: 'guardian',
      ip: '203.0.113.7',
      userAgent: BROWSER,
    });
    const paid = await payLast(world);
    expect(paid?.status).toBe('succeeded');
    const made = world.deps.db.select().from(members).all();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      id: paid?.memberId,
      fullName: 'Петров Миша',
      birthDate,
      applicationId: app.id,
      guardianName: 'Петрова Анна',
      guardianEmail: 'anna@example.ru',
      consentEditionId: world.consent.consentEditionId,
      consentAt: order?.consent?.at,
      consentBy: 'guardian',
      marketingConsent: true,
    });
    expect(world.deps.db.select().from(memberPhones).all()).toEqual([
      expect.objectContaining({ memberId: paid?.memberId, phone: '+79991234567', role: 'guardian' }),
    ]);
    expect(world.deps.db.select().from(passes).all()).toEqual([expect.objectContaining({ memberId: paid?.memberId })]);
    expect(world.deps.db.select().from(applications).get()?.status).toBe('joined');
    // The member card shows the consent with its edition.
    const edition = world.deps.db.select().from(consentEditions).get();
    expect(memberCard(world.deps, paid?.memberId ?? 0)).toMatchObject({
      consentAt: order?.consent?.at,
      consentBy: 'guardian',
      consentEditionAt: edition?.effectiveAt,
    });
    // The family page (the guardian's phone) lists the consent with its edition.
    const family = familyHome(world.deps, { id: 1, phone: '+79991234567', memberIds: [paid?.memberId ?? 0] });
    expect(family.members[0]?.consent).toMatchObject({
      editionAt: edition?.effectiveAt,
      at: order?.consent?.at,
      by: 'guardian',
    });
    // 'Сделать учеником' on the same application refuses: one member per application.
    const admin = createCaller(createContext(world.deps, { authorization: `Bearer ${await adminToken(world.deps)}` }));
    const error = await trpcError(admin.members.fromApplication({ applicationId: app.id, birthDate, groupIds: [] }));
    expect(error.code).toBe('CONFLICT');
    expect(world.deps.db.select().from(members).all()).toHaveLength(1);
  });

  it('the member the staff already made, or made while the bank was confirming, gets the pass: never two members', async () => {
    world = await startPaymentWorld();
    const admin = createCaller(createContext(world.deps, { authorization: `Bearer ${await adminToken(world.deps)}` }));
    const first = trialVisitor(world, { came: true });
    const { id: madeBefore } = await admin.members.fromApplication({ applicationId: first.app.id, birthDate, groupIds: [] });
    await visitor(world).payments.checkout(trialInput(world, first.token));
    expect((await payLast(world))?.memberId).toBe(madeBefore);

    const second = trialVisitor(world, { came: true });
    await visitor(world).payments.checkout(trialInput(world, second.token));
    const { id: madeMeanwhile } = await admin.members.fromApplication({ applicationId: second.app.id, birthDate, groupIds: [] });
    expect((await payLast(world))?.memberId).toBe(madeMeanwhile);

    expect(
      world.deps.db
        .select()
        .from(members)
        .all()
        .map((m) => m.id),
    ).toEqual([madeBefore, madeMeanwhile]);
    expect(world.deps.db.select({ memberId: passes.memberId }).from(passes).all()).toEqual([
      { memberId: madeBefore },
      { memberId: madeMeanwhile },
    ]);
  });

  it('refuses in Russian with a 4xx: a pass of another direction, a dead link, no consent, an unknown edition; nothing stored', async () => {
    world = await startPaymentWorld();
    const { token } = trialVisitor(world);
    const mma = addPassType(world, { name: 'ММА', directions: ['Mma'] });
    const caller = visitor(world);
    const refused = async (input: unknown, code: string, message: RegExp) => {
      const error = await trpcError(caller.payments.checkout(input as CheckoutInput));
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    };
    await refused(trialInput(world, token, { passTypeId: mma }), 'BAD_REQUEST', /не для направления/);
    await refused(trialInput(world, 'B'.repeat(43)), 'BAD_REQUEST', /Ссылка записи на пробное занятие недействительна/);
    await refused(
      world.input({ member: { kind: 'trial', token, birthDate, consent: false, consentEditionId: 1 } as never }),
      'BAD_REQUEST',
      /согласие на обработку персональных данных/,
    );
    await refused(
      world.input({ member: { kind: 'new', fullName: 'Оля', birthDate: '1990-01-01', guardianName: null } as never }),
      'BAD_REQUEST',
      /согласие на обработку персональных данных/,
    );
    await refused(
      trialInput(world, token, { member: { kind: 'trial', token, birthDate, consent: true, consentEditionId: 999 } }),
      'BAD_REQUEST',
      /Редакция согласия не найдена/,
    );
    expect(world.deps.db.select().from(payments).all()).toEqual([]);
  });

  it('a new member from the plain buy form carries the consent: an adult’s own, a child’s by the guardian', async () => {
    world = await startPaymentWorld();
    const adult = addPassType(world, { name: 'Взрослый' });
    await visitor(world).payments.checkout(
      world.input({
        passTypeId: adult,
        member: { kind: 'new', fullName: 'Сидоров Олег', birthDate: '1990-05-01', guardianName: null, ...world.consent },
      }),
    );
    const adultPaid = await payLast(world);
    await visitor(world).payments.checkout(world.input());
    const childPaid = await payLast(world);
    const byId = (id: number | null | undefined) =>
      world?.deps.db
        .select()
        .from(members)
        .where(eq(members.id, id ?? 0))
        .get();
    expect(byId(adultPaid?.memberId)).toMatchObject({
      consentEditionId: world.consent.consentEditionId,
      consentBy: 'self',
      applicationId: null,
    });
    expect(byId(adultPaid?.memberId)?.consentAt).toEqual(expect.any(Number));
    expect(byId(childPaid?.memberId)).toMatchObject({ consentEditionId: world.consent.consentEditionId, consentBy: 'guardian' });
  });
});
