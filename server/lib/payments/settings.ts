import net from 'node:net';
import { type PaymentSettings, paymentSettingsSchema, YOOKASSA_NOTIFICATION_ADDRESSES } from '#shared/schemas/payments';
import type { AppDeps } from '../../deps';
import { settingsDocument } from '../settings-document';

/** The owner's online-payment settings: the receipt's VAT code and the addresses notifications may come from. */
const paymentSettingsDocument = settingsDocument<PaymentSettings>('payments', paymentSettingsSchema, {
  vatCode: 1,
  notificationAddresses: YOOKASSA_NOTIFICATION_ADDRESSES,
});

export const readPaymentSettings = paymentSettingsDocument.read;
export const writePaymentSettings = paymentSettingsDocument.write;

function plain(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

function blockListOf(addresses: readonly string[]): net.BlockList {
  const blocks = new net.BlockList();
  for (const item of addresses) {
    const [address = '', prefix] = item.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : net.isIP(address) === 4 ? 'ipv4' : null;
    if (!type) continue;
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return blocks;
}

/**
 * The addresses a notification is believed from: the setting (ЮKassa's published list by default)
 * and, outside production, a loopback YOOKASSA_API_URL's own address (the local stand-in sends from
 * there; a second loopback address it uses stays foreign).
 */
export function notificationAddresses(deps: Pick<AppDeps, 'db' | 'env'>): string[] {
  const list = [...readPaymentSettings(deps).notificationAddresses];
  const host = new URL(deps.env.YOOKASSA_API_URL).hostname.replace(/^\[|\]$/g, '');
  if (deps.env.NODE_ENV !== 'production' && net.isIP(host) && (host.startsWith('127.') || host === '::1')) list.push(host);
  return list;
}

/** Whether a request from this client address may be a ЮKassa notification. */
export function isNotificationAddress(deps: Pick<AppDeps, 'db' | 'env'>, clientAddress: string): boolean {
  const ip = plain(clientAddress);
  const family = net.isIP(ip);
  if (!family) return false;
  return blockListOf(notificationAddresses(deps)).check(ip, family === 6 ? 'ipv6' : 'ipv4');
}
