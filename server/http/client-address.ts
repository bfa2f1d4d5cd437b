import net from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';
import type { AppDeps } from '../deps';

/**
 * Which proxies stand in front of the server, from TRUST_PROXY:
 * - `0`/`false`/unset: none; the socket's address is the client.
 * - a hop count (`1`/`true` = one proxy, `2` = a CDN in front of nginx…): X-Forwarded-For is read
 *   from the right, skipping the entries those proxies appended; the client is the address the
 *   outermost trusted proxy saw. Entries further left were written by the client and are ignored.
 * - a list of proxy addresses or CIDR ranges (`10.0.0.1, 172.16.0.0/12`): starting at the socket,
 *   each hop is trusted only while it is one of these; the first address that is not is the client.
 * The leftmost X-Forwarded-For entry is never taken on its own: anyone can write it.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: string[] };

const MAX_HOPS = 10;

/** Parses TRUST_PROXY; returns an error message (Russian) for a bad value. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return { kind: 'none' };
  if (value === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? { kind: 'hops', hops } : `число прокси не больше ${MAX_HOPS}`;
  }
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    const [address, prefix, ...rest] = item.split('/');
    const family = net.isIP(address ?? '');
    const prefixOk =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32) && rest.length === 0);
    if (!family || !prefixOk) return `ожидается 0, число прокси или список адресов прокси (IP или CIDR), а не «${item}»`;
  }
  return { kind: 'addresses', list };
}

/** Strips an IPv4-mapped IPv6 prefix so 127.0.0.1 and ::ffff:127.0.0.1 compare equal. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

function blockListOf(list: string[]): net.BlockList {
  const blocks = new net.BlockList();
  for (const item of list) {
    const [address = '', prefix] = item.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return blocks;
}

const blockLists = new WeakMap<string[], net.BlockList>();

function isTrusted(list: string[], address: string): boolean {
  let blocks = blockLists.get(list);
  if (!blocks) {
    blocks = blockListOf(list);
    blockLists.set(list, blocks);
  }
  const ip = plain(address);
  const family = net.isIP(ip);
  if (!family) return false;
  return blocks.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client address for a request that arrived from `socketAddress` with this X-Forwarded-For
 * header. Entries that are not IP addresses end the walk (the last good hop is used).
 */
export function resolveClientAddress(
  trust: TrustProxy,
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
): string {
  const socket = socketAddress ? plain(socketAddress) : 'unknown';
  if (trust.kind === 'none' || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(',')
    .map((item) => plain(item.trim()))
    .filter(Boolean);
  // Nearest first: what our socket saw, then each address the proxies appended, right to left.
  const chain = [socket, ...hops.reverse()];
  if (trust.kind === 'hops') {
    const index = Math.min(trust.hops, chain.length - 1);
    for (let i = 1; i <= index; i++) if (!net.isIP(chain[i] ?? '')) return chain[i - 1] ?? socket;
    return chain[index] ?? socket;
  }
  let index = 0;
  while (index < chain.length - 1 && isTrusted(trust.list, chain[index] ?? '')) {
    const next = chain[index + 1] ?? '';
    if (!net.isIP(next)) break;
    index++;
  }
  return chain[index] ?? socket;
}

function socketAddress(c: HonoContext): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/**
 * The client address of a request: the socket's, or the X-Forwarded-For hop that the proxies named
 * by TRUST_PROXY vouch for (counted from the right; never simply the leftmost entry).
 */
export function clientIp(c: HonoContext, deps: Pick<AppDeps, 'env'>): string {
  return resolveClientAddress(deps.env.TRUST_PROXY, socketAddress(c), c.req.header('x-forwarded-for'));
}
