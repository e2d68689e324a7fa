import { describe, expect, it } from 'vitest';
import { hostname } from 'node:os';
import { BlockedTargetError, embeddedIPv4, isObviouslyPrivateHost, isPublicAddress, resolveTarget } from '../../src/lib/ssrf-guard';
import { PUBLIC_FORMS, REFUSED_FORMS } from '../support/ssrf-forms';

// Decision 0057: what the SSRF guard lets through, address by address.
describe('the SSRF guard', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.1', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '::ffff:10.0.0.1', '::127.0.0.1', '64:ff9b::a00:1',
  ])('when the address is %s, then it is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('when the address is %s, then it is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(REFUSED_FORMS)('when an IPv6 address is %s (%s), then it is not public and refused without DNS', async (host) => {
    expect(isPublicAddress(host.slice(1, -1))).toBe(false);
    expect(isPublicAddress(new URL(`https://${host}/`).hostname.slice(1, -1))).toBe(false);
    expect(isObviouslyPrivateHost(host)).toBe(true);
    await expect(resolveTarget(host, false)).rejects.toBeInstanceOf(BlockedTargetError);
  });

  it.each(PUBLIC_FORMS)('when an IPv6 address is %s (%s), then it is public', (host) => {
    expect(isPublicAddress(host.slice(1, -1))).toBe(true);
    expect(isObviouslyPrivateHost(host)).toBe(false);
  });

  it('when an IPv6 address carries an IPv4 address, then the carried address is the one judged', () => {
    expect(embeddedIPv4('::ffff:0:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('2002:7f00:1::')).toBe('127.0.0.1');
    expect(embeddedIPv4('64:ff9b::192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIPv4('2606:4700:4700::1111')).toBeNull();
  });

  it('when a name does not resolve or resolves to loopback, then both are refused with the same words', async () => {
    expect(isPublicAddress((await resolveTarget(hostname(), true)).address)).toBe(false);
    const unknown = await resolveTarget('no-such-host.invalid', false).catch((error: Error) => error);
    const internal = await resolveTarget(hostname(), false).catch((error: Error) => error);
    expect(unknown).toBeInstanceOf(BlockedTargetError);
    expect(internal).toBeInstanceOf(BlockedTargetError);
    expect((unknown as Error).message).toBe((internal as Error).message);
  });

  it('when a name resolves to loopback and private targets are refused, then resolving it throws; allowed, it answers the address', async () => {
    await expect(resolveTarget('localhost', false)).rejects.toBeInstanceOf(BlockedTargetError);
    await expect(resolveTarget('[::1]', false)).rejects.toBeInstanceOf(BlockedTargetError);
    expect(await resolveTarget('127.0.0.1', true)).toEqual({ address: '127.0.0.1', family: 4 });
  });

  it('when a host is a literal private address or a local name, then it is refused without DNS', () => {
    expect(['localhost', 'api.localhost', 'printer.local', 'metadata.google.internal', '[::1]', '10.1.2.3'].every(isObviouslyPrivateHost)).toBe(true);
    expect(['hooks.example.com', '8.8.8.8'].some(isObviouslyPrivateHost)).toBe(false);
  });
});
