import dns from 'node:dns/promises';
import net from 'node:net';
import type { Env } from '../env';

/**
 * Where the server may download a photo from. The VK answer names photo addresses, and whoever
 * can put an address there must not make the server fetch anything else (its own loopback, the
 * local network, cloud metadata): only VK's media hosts over HTTPS, no redirects, and never an
 * address in a private or reserved range after DNS resolution.
 */
export interface ImageSourcePolicy {
  /** Host names allowed as themselves or as their subdomains (https only). */
  hostSuffixes: readonly string[];
  /**
   * Exact origins allowed as they are (any scheme, any address): only the origin of a VK_API_URL
   * the operator set to something other than VK (a local stand-in in tests).
   */
  trustedOrigins: readonly string[];
}

/** VK's photo hosts (sun9-xx.userapi.com, pp.userapi.com, *.vkuserphoto.ru …). */
export const VK_MEDIA_HOSTS = ['userapi.com', 'vkuserphoto.ru', 'vk.com', 'vk.me', 'vk-cdn.net', 'vkuser.net'] as const;
const VK_API_ORIGIN = 'https://api.vk.com';

export function vkImagePolicy(env: Pick<Env, 'VK_API_URL'>): ImageSourcePolicy {
  const apiOrigin = new URL(env.VK_API_URL).origin;
  return { hostSuffixes: VK_MEDIA_HOSTS, trustedOrigins: apiOrigin === VK_API_ORIGIN ? [] : [apiOrigin] };
}

const reserved = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  reserved.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  reserved.addSubnet(prefix, bits, 'ipv6');
}

/** True for loopback, private, link-local, carrier-grade NAT, documentation, multicast and reserved addresses. */
export function isReservedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return reserved.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return reserved.check(address, 'ipv4');
  if (family === 6) return reserved.check(address, 'ipv6');
  return true;
}

export type Lookup = (host: string) => Promise<string[]>;

const systemLookup: Lookup = async (host) => (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Throws (with a reason for the log) unless `url` may be fetched under `policy`. Host names are
 * resolved here and every address must be public; the allowed hosts are VK's own domains, so a
 * stranger cannot answer the later connection's DNS query differently.
 */
export async function checkImageSource(url: string, policy: ImageSourcePolicy, lookup: Lookup = systemLookup): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`not an address: ${url}`);
  }
  if (policy.trustedOrigins.includes(parsed.origin)) return;
  if (parsed.protocol !== 'https:') throw new Error(`not an https address: ${url}`);
  if (parsed.username || parsed.password) throw new Error(`address with credentials: ${url}`);
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (!policy.hostSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    throw new Error(`not a VK media host: ${host}`);
  }
  const addresses = net.isIP(host.replace(/^\[|\]$/g, '')) ? [host.replace(/^\[|\]$/g, '')] : await lookup(host);
  if (addresses.length === 0) throw new Error(`no address for ${host}`);
  const bad = addresses.find(isReservedAddress);
  if (bad) throw new Error(`${host} resolves to a private or reserved address ${bad}`);
}
