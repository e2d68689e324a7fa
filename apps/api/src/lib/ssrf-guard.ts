import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Decision 0057: an outgoing request to an address a customer chose (webhooks) must not reach this machine, the
// private network or the cloud's metadata service. The address is checked after DNS, and the request then connects
// to that checked address (pinned), so a name that resolves differently a moment later (DNS rebinding) cannot slip by.
// Decision 0081: an IPv6 address that carries an IPv4 address is judged by the IPv4 address it carries.

const blockedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, including 169.254.169.254 (metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(net, prefix, 'ipv4');
}
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b:1::', 48], // NAT64 for local use: its gateway maps into a private network of its own choosing
  ['2001::', 32], // Teredo: refused whole (decision 0081), the tunnel's relay and client are both outside our check
] as const) {
  blockedV6.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 literal (`isIP` already said it is one), with a trailing dotted quad and a zone allowed. */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const words = tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const v4 = (bytes: number[], at: number) => bytes.slice(at, at + 4).join('.');
const zero = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);

/**
 * The IPv4 address an IPv6 address carries, where a packet to it may end up at that IPv4 address: IPv4-mapped
 * (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96, which also holds :: and ::1),
 * NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Null for any other address.
 */
export function embeddedIPv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (bytes.length !== 16) return null;
  const word = (i: number) => (bytes[i * 2]! << 8) | bytes[i * 2 + 1]!;
  if (zero(bytes, 0, 10) && word(5) === 0xffff) return v4(bytes, 12);
  if (zero(bytes, 0, 8) && word(4) === 0xffff && word(5) === 0) return v4(bytes, 12);
  if (zero(bytes, 0, 12)) return v4(bytes, 12);
  if (word(0) === 0x64 && word(1) === 0xff9b && zero(bytes, 4, 12)) return v4(bytes, 12);
  if (word(0) === 0x2002) return v4(bytes, 2);
  return null;
}

/**
 * True for an address on the public internet; false for loopback, private, link-local, metadata, CGNAT, multicast,
 * unspecified, and for any IPv6 form that carries one of those (or is a Teredo tunnel). IPv4-compatible addresses
 * are deprecated and never public, whatever they carry.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blockedV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const carried = embeddedIPv4(address);
  if (carried !== null) {
    const bytes = ipv6Bytes(address);
    if (zero(bytes, 0, 12)) return false;
    return !blockedV4.check(carried, 'ipv4');
  }
  return !blockedV6.check(address, 'ipv6');
}

export type ResolvedTarget = { address: string; family: 4 | 6 };

/** The one answer for a host that does not resolve and a host that resolves to a non-public address (decision 0081). */
const BLOCKED_TARGET_MESSAGE = 'the host does not resolve to a public address';

export class BlockedTargetError extends Error {
  constructor(message = BLOCKED_TARGET_MESSAGE) {
    super(message);
    this.name = 'BlockedTargetError';
  }
}

/** A URL's host without the brackets an IPv6 literal carries. */
export const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Resolves `hostname` (every address) and returns the one to connect to. With `allowPrivate` false, a name with any
 * non-public address is refused (BlockedTargetError): an attacker's name may list a public and a private address. A
 * name that does not resolve is refused with the same error and words, so the answer tells nothing of internal DNS.
 */
export async function resolveTarget(hostname: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  const host = bareHost(hostname);
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  try {
    addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    if (allowPrivate) throw error;
    throw new BlockedTargetError();
  }
  const first = addresses[0];
  if (!first || (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))) throw new BlockedTargetError();
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Create-time check, without DNS: a literal non-public address, or a localhost name. */
export function isObviouslyPrivateHost(hostname: string): boolean {
  const host = bareHost(hostname).toLowerCase().replace(/\.$/, '');
  if (isIP(host)) return !isPublicAddress(host);
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local');
}
