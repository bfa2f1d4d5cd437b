import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { CheckoutInput } from '#shared/schemas/payments';
import { offerEditions, passTypes } from '../db/schema';
import type { AppDeps } from '../deps';
import { YOOKASSA_NOTIFICATIONS_PATH } from '../http/yookassa-notifications';
import { currentEdition } from '../lib/consent';
import { startYookassaStandIn, type YookassaStandIn } from '../stand-ins/yookassa';
import { createTestApp, createTestDeps, type TestDepsOverrides } from './test-app';

export const SHOP = { YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'test_secret_key' };

export interface PaymentWorld {
  deps: AppDeps;
  standIn: YookassaStandIn;
  /** Our server's address (a real socket, so the client address is the stand-in's). */
  siteUrl: string;
  passTypeId: number;
  offerId: number;
  /** The personal-data consent the buy form gives, with the edition of /soglasie in force. */
  consent: { consent: true; consentEditionId: number };
  /** A parent buying a child's pass by card. */
  input(changes?: Partial<CheckoutInput>): CheckoutInput;
  close(): Promise<void>;
}

/**
 * Our app on a real socket with its database file, and the ЮKassa stand-in it talks to over HTTP,
 * sending its notifications back to our route: the whole payment path with nothing mocked.
 */
export async function startPaymentWorld(
  overrides: TestDepsOverrides = {},
  standInOptions: { autoNotify?: boolean } = {},
): Promise<PaymentWorld> {
  const standIn = await startYookassaStandIn({ ...shopOf(), ...standInOptions });
  const deps = createTestDeps({
    ...overrides,
    env: { ...SHOP, YOOKASSA_API_URL: standIn.apiUrl, YOOKASSA_TIMEOUT_SECONDS: '1', ...overrides.env },
  });
  const app = createTestApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.notificationUrl = `${siteUrl}${YOOKASSA_NOTIFICATIONS_PATH}`;
  const passTypeId = deps.db
    .insert(passTypes)
    .values({
      name: 'Детский, 8 занятий',
      directions: ['Karate'],
      classes: 8,
      validityDays: 30,
      validFrom: 'purchase',
      priceKopecks: 350_050,
      soldOnline: true,
      ageMin: 6,
      ageMax: 14,
    })
    .returning({ id: passTypes.id })
    .get().id;
  const offerId = deps.db
    .insert(offerEditions)
    .values({ body: 'Публичная оферта', effectiveAt: deps.now() })
    .returning({ id: offerEditions.id })
    .get().id;
  const birthYear = new Date().getFullYear() - 10;
  const consent = { consent: true as const, consentEditionId: currentEdition(deps).id };
  return {
    deps,
    standIn,
    siteUrl,
    passTypeId,
    offerId,
    consent,
    input: (changes = {}) => ({
      passTypeId,
      member: {
        kind: 'new',
        fullName: 'Петров Миша',
        birthDate: `${birthYear}-03-15`,
        guardianName: 'Петрова Анна',
        ...consent,
      },
      payerPhone: '+7 999 123-45-67',
      payerEmail: 'anna@example.ru',
      offerEditionId: offerId,
      offerAccepted: true,
      method: 'bank_card',
      ...changes,
    }),
    async close() {
      await standIn.idle();
      await standIn.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}

function shopOf() {
  return { shopId: SHOP.YOOKASSA_SHOP_ID, secretKey: SHOP.YOOKASSA_SECRET_KEY };
}
