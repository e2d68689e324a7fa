// Decision 0081: every IPv6 form that carries an IPv4 address, with what the SSRF guard must answer for it. Shared by
// the guard's own table, the create-time table and the send-time table.

/** [url host, what it is]: refused wherever private targets are not allowed. */
export const REFUSED_FORMS: Array<[host: string, what: string]> = [
  ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback'],
  ['[::ffff:a9fe:a9fe]', 'IPv4-mapped metadata (169.254.169.254)'],
  ['[::ffff:0:127.0.0.1]', 'IPv4-translated loopback'],
  ['[::ffff:0:a00:1]', 'IPv4-translated 10.0.0.1'],
  ['[2002:7f00:1::]', '6to4 of 127.0.0.1'],
  ['[2002:a9fe:a9fe::1]', '6to4 of the metadata address'],
  ['[2002:c0a8:101::]', '6to4 of 192.168.1.1'],
  ['[64:ff9b::7f00:1]', 'NAT64 of 127.0.0.1'],
  ['[64:ff9b::a9fe:a9fe]', 'NAT64 of the metadata address'],
  ['[64:ff9b:1::808:808]', 'local-use NAT64 (64:ff9b:1::/48)'],
  ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', 'Teredo, client 127.0.0.1'],
  ['[2001:0:4136:e378:8000:63bf:f7f7:f7f7]', 'Teredo, client 8.8.8.8 (Teredo is refused whole)'],
  ['[::127.0.0.1]', 'IPv4-compatible loopback'],
  ['[::8.8.8.8]', 'IPv4-compatible, public (deprecated form, refused whole)'],
  ['[::]', 'unspecified'],
  ['[::1]', 'loopback'],
];

/** Forms that carry a public IPv4 address: they may pass. */
export const PUBLIC_FORMS: Array<[host: string, what: string]> = [
  ['[::ffff:8.8.8.8]', 'IPv4-mapped 8.8.8.8'],
  ['[::ffff:0:8.8.8.8]', 'IPv4-translated 8.8.8.8'],
  ['[2002:808:808::1]', '6to4 of 8.8.8.8'],
  ['[64:ff9b::808:808]', 'NAT64 of 8.8.8.8'],
  ['[2606:4700:4700::1111]', 'a public IPv6 address'],
];
