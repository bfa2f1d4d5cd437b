import { randomInt, randomUUID } from 'node:crypto';

/**
 * The receipts part of the ЮKassa stand-in ('Чеки от ЮKassa', 54-FZ): a receipt of type 'payment' is
 * made when a payment succeeds and one of type 'refund' with each refund, as ЮKassa's cloud register
 * does, and `GET /v3/receipts?payment_id=` (or `refund_id=`) lists them as ЮKassa's API v3 does:
 * `{ type: 'list', items: [...] }`. A registered receipt carries the fiscal attributes the tax
 * service checks it by: fiscal_storage_number (ФН, 16 digits), fiscal_document_number (ФД) and
 * fiscal_attribute (ФП, up to 10 digits), and registered_at. The numbers are made up: test data.
 */
export interface StandInReceipt {
  id: string;
  type: 'payment' | 'refund';
  payment_id?: string;
  refund_id?: string;
  status: 'pending' | 'succeeded' | 'canceled';
  fiscal_document_number?: string;
  fiscal_storage_number?: string;
  fiscal_attribute?: string;
  registered_at?: string;
  fiscal_provider_id?: string;
  items: Array<{ description: string; quantity: string; amount: { value: string; currency: string }; vat_code: number }>;
  tax_system_code?: number;
}

/** The stand-in's one fiscal storage: the same ФН for every receipt, ФД counting up. */
const FISCAL_STORAGE_NUMBER = '9999078900012345';

export interface StandInReceipts {
  receipts: Map<string, StandInReceipt>;
  /**
   * How a new receipt starts: 'succeeded' (registered at once, the default) or 'pending' (then
   * `register(id)` finishes it, as the cloud register does a moment later).
   */
  startAs: 'succeeded' | 'pending';
  make(
    kind: { type: 'payment'; paymentId: string } | { type: 'refund'; paymentId: string; refundId: string },
    request: unknown,
  ): StandInReceipt;
  register(id: string): StandInReceipt;
  /** The answer to GET /v3/receipts with its query, or null for a query ЮKassa refuses. */
  list(query: URLSearchParams): { type: 'list'; items: StandInReceipt[] } | null;
}

function itemsOf(request: unknown): StandInReceipt['items'] {
  const receipt = (request as { receipt?: { items?: StandInReceipt['items'] } } | null)?.receipt;
  return (receipt?.items ?? []).map((item) => ({ ...item, quantity: String(item.quantity) }));
}

export function standInReceipts(): StandInReceipts {
  const receipts = new Map<string, StandInReceipt>();
  let documentNumber = 1000;
  const self: StandInReceipts = {
    receipts,
    startAs: 'succeeded',
    make(kind, request) {
      const receipt: StandInReceipt = {
        // ЮKassa's receipt ids are 39 characters: 'r' and a UUID-like tail.
        id: `r${kind.type === 'payment' ? 'p' : 'r'}-${randomUUID()}`,
        type: kind.type,
        // A payment's receipt names the payment, a refund's the refund.
        ...(kind.type === 'payment' ? { payment_id: kind.paymentId } : { refund_id: kind.refundId }),
        status: 'pending',
        items: itemsOf(request),
      };
      receipts.set(receipt.id, receipt);
      return self.startAs === 'succeeded' ? self.register(receipt.id) : receipt;
    },
    register(id) {
      const receipt = receipts.get(id);
      if (!receipt) throw new Error(`no receipt ${id}`);
      if (receipt.status !== 'pending') return receipt;
      documentNumber += 1;
      Object.assign(receipt, {
        status: 'succeeded',
        fiscal_storage_number: FISCAL_STORAGE_NUMBER,
        fiscal_document_number: String(documentNumber),
        fiscal_attribute: String(randomInt(1_000_000_000, 4_294_967_295)),
        registered_at: new Date().toISOString(),
        fiscal_provider_id: randomUUID(),
      });
      return receipt;
    },
    list(query) {
      const paymentId = query.get('payment_id');
      const refundId = query.get('refund_id');
      if (paymentId && refundId) return null;
      const items = [...receipts.values()].filter(
        (receipt) =>
          (paymentId === null || receipt.payment_id === paymentId) && (refundId === null || receipt.refund_id === refundId),
      );
      return { type: 'list', items };
    },
  };
  return self;
}
