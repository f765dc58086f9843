import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded; an embedded IPv4 tail as two groups). */
function ipv6Groups(ip: string): string[] {
  let text = ip.toLowerCase().split('%')[0] ?? '';
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * Who requested a job alert, for the per-requester cap: an IPv4 address (also when written as
 * `::ffff:a.b.c.d`), or an IPv6 address's /64 network, since one host or home line usually has a whole
 * /64 to pick addresses from. Hashed: the count needs no readable address.
 * @example requesterOf('2001:db8:1:2::5') === requesterOf('2001:db8:1:2:ffff::1')
 */
export function requesterOf(ip: string): string {
  let key = ip.trim().toLowerCase();
  if (key.startsWith('::ffff:') && key.includes('.')) key = key.slice(7);
  else if (isIPv6(key)) key = `${ipv6Groups(key).slice(0, 4).join(':')}::/64`;
  return createHash('sha256').update(key).digest('base64url');
}
