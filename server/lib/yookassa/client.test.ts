import { afterEach, describe, expect, it } from 'vitest';
import { startYookassaStandIn, type YookassaStandIn } from '../../stand-ins/yookassa';
import { cleanup, createTestDeps } from '../../test/test-app';
import { createPayment, createRefund, getPayment, getRefund, YookassaError, yookassaConfig } from './client';
import type { CreatePaymentRequest } from './objects';

const SHOP = { shopId: '123456', secretKey: 'test_key' };
let standIn: YookassaStandIn | null = null;

afterEach(async () => {
  await standIn?.close();
  standIn = null;
  cleanup();
});

function request(value = '3500.50'): CreatePaymentRequest {
  return {
    amount: { value, currency: 'RUB' },
    capture: true,
    confirmation: { type: 'redirect', return_url: 'https://academy.test/payment/abc' },
    payment_method_data: { type: 'sbp' },
    description: 'Абонемент',
    metadata: { paymentId: '1' },
    receipt: {
      customer: { phone: '79991234567', email: 'a@example.ru' },
      items: [
        {
          description: 'Абонемент',
          quantity: 1,
          amount: { value, currency: 'RUB' },
          vat_code: 1,
          payment_subject: 'service',
          payment_mode: 'full_payment',
        },
      ],
    },
  };
}

async function world(secretKey = SHOP.secretKey) {
  standIn = await startYookassaStandIn(SHOP);
  return createTestDeps({
    env: {
      YOOKASSA_SHOP_ID: SHOP.shopId,
      YOOKASSA_SECRET_KEY: secretKey,
      YOOKASSA_API_URL: standIn.apiUrl,
      YOOKASSA_TIMEOUT_SECONDS: '0.5',
    },
  });
}

describe('the ЮKassa client over HTTP (against the stand-in)', () => {
  it('is off without the shop id and key', () => {
    expect(yookassaConfig(createTestDeps().env)).toBeNull();
  });

  it('creates a payment with HTTP Basic and the Idempotence-Key; the same key gives the same payment', async () => {
    const deps = await world();
    const first = await createPayment(deps, request(), 'key-1');
    expect(first).toMatchObject({ status: 'pending', paid: false, amount: { value: '3500.50', currency: 'RUB' } });
    expect(first.confirmation?.confirmation_url).toMatch(/\/checkout\//);
    const again = await createPayment(deps, request(), 'key-1');
    expect(again.id).toBe(first.id);
    expect(standIn?.payments.size).toBe(1);
    expect(standIn?.calls.map((call) => call.idempotenceKey)).toEqual(['key-1', 'key-1']);
    expect((await getPayment(deps, first.id)).id).toBe(first.id);
  });

  it('maps a refusal to a Russian message, and no answer to "try again"', async () => {
    const wrongKey = await world('wrong');
    const refused = await createPayment(wrongKey, request(), 'k').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(YookassaError);
    expect(refused).toMatchObject({ outcome: 'refused', status: 401, kind: 'not-ready' });
    expect((refused as Error).message).toMatch(/^ЮKassa отклонила запрос/);
    await standIn?.close();

    const deps = await world();
    const badReceipt = request();
    badReceipt.receipt.items = badReceipt.receipt.items.map((item) => ({ ...item, amount: { value: '1.00', currency: 'RUB' } }));
    await expect(createPayment(deps, badReceipt, 'k2')).rejects.toMatchObject({ outcome: 'refused', status: 400 });
    if (standIn) standIn.mode = 'down';
    await expect(createPayment(deps, request(), 'k3')).rejects.toMatchObject({
      outcome: 'unknown',
      message: expect.stringMatching(/не отвечает/),
    });
    if (standIn) standIn.mode = 'slow';
    const started = Date.now();
    await expect(getPayment(deps, 'x')).rejects.toMatchObject({ outcome: 'unknown' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refunds a paid payment with its receipt, in part and then the rest', async () => {
    const deps = await world();
    const payment = await createPayment(deps, request('1000.00'), 'p');
    standIn?.settle(payment.id, 'pay');
    const receipt = (value: string) => ({ ...request(value).receipt });
    const part = await createRefund(
      deps,
      {
        payment_id: payment.id,
        amount: { value: '400.00', currency: 'RUB' },
        description: 'болезнь',
        receipt: receipt('400.00'),
      },
      'r1',
    );
    expect(part).toMatchObject({ status: 'succeeded', payment_id: payment.id, amount: { value: '400.00' } });
    expect((await getRefund(deps, part.id)).id).toBe(part.id);
    await expect(
      createRefund(
        deps,
        { payment_id: payment.id, amount: { value: '600.01', currency: 'RUB' }, description: 'x', receipt: receipt('600.01') },
        'r2',
      ),
    ).rejects.toMatchObject({ outcome: 'refused' });
    expect((await getPayment(deps, payment.id)).refunded_amount?.value).toBe('400.00');
  });

  it('the stand-in refuses to start in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startYookassaStandIn(SHOP)).rejects.toThrow(/NODE_ENV=production/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
