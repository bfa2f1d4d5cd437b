/** Paths on t.me that are Telegram features, not a user or bot to write to. */
const TELEGRAM_RESERVED = new Set([
  'share',
  'joinchat',
  'addstickers',
  'addemoji',
  'addtheme',
  'addlist',
  'proxy',
  'socks',
  'setlanguage',
  'login',
  'confirmphone',
  'invoice',
  'boost',
]);
const TELEGRAM_HOSTS = new Set(['t.me', 'telegram.me', 'telegram.dog']);
const TELEGRAM_USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

/**
 * Where the store's Order button leads: the club's messenger chat, with a ready message
 * naming the product where the messenger allows one.
 * - Telegram chat with a user or bot (`https://t.me/<user>`, also telegram.me): `https://t.me/<user>?text=<message>`,
 *   Telegram's deep link that fills in the message. Invite links (`t.me/+…`), channels' posts and other
 *   paths cannot carry text and stay as they are.
 * - WhatsApp (`https://wa.me/<number>`): `https://wa.me/<number>?text=<message>`.
 * - Anything else (vk.me, a web page): unchanged; those chats take no prefilled text.
 * An empty or unparsable address gives null: no chat is configured.
 */
export function orderChatHref(chatUrl: string, message: string): string | null {
  const trimmed = chatUrl.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const text = encodeURIComponent(message);

  if (TELEGRAM_HOSTS.has(host) && segments.length === 1) {
    const [user = ''] = segments;
    if (TELEGRAM_USERNAME.test(user) && !TELEGRAM_RESERVED.has(user.toLowerCase())) return `https://t.me/${user}?text=${text}`;
  }
  if (host === 'wa.me' && segments.length === 1 && /^\d{7,15}$/.test(segments[0] ?? '')) {
    return `https://wa.me/${segments[0]}?text=${text}`;
  }
  return url.href;
}
