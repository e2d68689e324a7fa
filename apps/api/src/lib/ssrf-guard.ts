import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Decision 0057: an outgoing request to an address a customer chose (webhooks) must not reach this machine, the
// private network or the cloud's metadata service. The address is checked after DNS, and the request then connects
// to that checked address (pinned), so a name that resolves differently a moment later (DNS rebinding) cannot slip by.

const blocked = new BlockList();
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
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses (::127.0.0.1)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 can reach any IPv4 address
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True for an address on the public internet; false for loopback, private, link-local, metadata, CGNAT, multicast, unspecified. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  // BlockList matches IPv4-mapped IPv6 (::ffff:10.0.0.1, ::ffff:a00:1) against the IPv4 subnets too.
  return family === 6 && !blocked.check(address, 'ipv6');
}

export type ResolvedTarget = { address: string; family: 4 | 6 };

export class BlockedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockedTargetError';
  }
}

/** A URL's host without the brackets an IPv6 literal carries. */
export const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Resolves `hostname` (every address) and returns the one to connect to. With `allowPrivate` false, a name with any
 * non-public address is refused (BlockedTargetError): an attacker's name may list a public and a private address.
 */
export async function resolveTarget(hostname: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  const host = bareHost(hostname);
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true });
  const first = addresses[0];
  if (!first) throw new BlockedTargetError(`${host} has no address`);
  if (!allowPrivate) {
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) throw new BlockedTargetError(`${host} resolves to ${bad.address}, which is not a public address`);
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Create-time check, without DNS: a literal non-public address, or a localhost name. */
export function isObviouslyPrivateHost(hostname: string): boolean {
  const host = bareHost(hostname).toLowerCase().replace(/\.$/, '');
  if (isIP(host)) return !isPublicAddress(host);
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local');
}
