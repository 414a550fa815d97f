import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent. In production only https, and only to public addresses: a URL
 * whose host is or resolves to a loopback, private, link-local, shared, reserved or multicast
 * address would let a company make our server call our own network (SSRF). The address is
 * checked again when each request connects (`guardedLookup`), so a name that resolves elsewhere
 * later (DNS rebinding) is refused too. Development allows any http(s) target, so a local demo
 * bot can listen on localhost.
 */

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a production webhook may not reach. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return internal.check(mapped, 'ipv4');
    return internal.check(address, 'ipv6');
  }
  return internal.check(address, 'ipv4');
}

export interface TargetRules {
  /** Production: https only, public addresses only. */
  publicOnly: boolean;
}

/** Why a URL may not be a webhook target (an Arabic message for the `url` field), or null. */
export function urlProblem(text: string, rules: TargetRules): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'أدخل عنوانًا كاملًا يبدأ بـ https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'أدخل عنوانًا يبدأ بـ https://';
  }
  if (url.username || url.password) return 'لا يُقبل عنوان يحمل اسم مستخدم أو كلمة مرور';
  if (!rules.publicOnly) return null;
  if (url.protocol !== 'https:') return 'يجب أن يبدأ العنوان بـ https://';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    return INTERNAL_TARGET;
  }
  if (isIP(host) && isInternalAddress(host)) return INTERNAL_TARGET;
  return null;
}

export const INTERNAL_TARGET = 'لا يُسمح بعنوان داخلي أو خاص؛ استخدم عنوانًا عامًا على الإنترنت';

/** Resolves a URL's host and refuses it when any of its addresses is internal. */
export async function resolvesInternally(text: string): Promise<boolean> {
  const host = new URL(text).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isInternalAddress(host);
  try {
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
    );
    return addresses.some((entry) => isInternalAddress(entry.address));
  } catch {
    // A name that does not resolve now is not refused here: its deliveries fail and are retried.
    return false;
  }
}

export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

/**
 * A `lookup` for http(s).request that connects only to public addresses: the check happens on
 * the very address the socket is about to use.
 */
export const guardedLookup: typeof dnsLookup = ((
  hostname: string,
  options: object,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses;
    if (list.length === 0 || list.some((entry) => isInternalAddress(entry.address))) {
      return callback(new RefusedAddressError(`refused address for ${hostname}`), []);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    const [first] = list;
    return callback(null, first!.address, first!.family);
  });
}) as typeof dnsLookup;
