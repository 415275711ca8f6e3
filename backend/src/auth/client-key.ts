import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-client limit counts under (page misses, forms, login, /go/ clicks). An IPv4
 * client is its address; an IPv6 client is its /64, because one host is routinely given a whole
 * /64 and can pick a new address in it for every request. IPv4-mapped IPv6 (`::ffff:203.0.113.7`,
 * what a dual-stack socket reports) is the IPv4 address it carries. Anything else (a test's
 * made-up name, 'unknown') is used as it is.
 */
export function clientKey(address: string): string {
  const zoneless = address.split('%')[0]!;
  if (isIPv4(zoneless)) return zoneless;
  if (!isIPv6(zoneless)) return address;
  const groups = ipv6Groups(zoneless);
  const mapped = mappedIPv4(groups);
  if (mapped) return mapped;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function mappedIPv4(groups: number[]): string | null {
  if (!groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
