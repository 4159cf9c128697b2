import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit an abuse limit counts: an IPv4 address, or an IPv6 /64. One home or phone gets a whole
 * /64 and can rotate through its addresses freely, so counting single IPv6 addresses limits nothing.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, '::' expanded, without leading zeros. */
function ipv6Groups(address: string): string[] {
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills the last two groups.
  const split = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail] = address.split('::');
  const headGroups = split(head);
  const tailGroups = tail === undefined ? [] : split(tail);
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((g) => parseInt(g, 16).toString(16));
}
