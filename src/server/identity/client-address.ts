import { isIPv6 } from "node:net";

/**
 * The key every per-client limit counts by (sign-in throttling, rate limits).
 * An IPv4 address is itself; an IPv6 client is its /64, because one
 * subscriber usually gets a whole /64 and could otherwise take a fresh
 * address for every attempt. IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4.
 */
export function clientKey(address: string): string {
  const ipv4 = mappedIPv4(address);
  if (ipv4 !== undefined) return ipv4;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/**
 * The network a client belongs to, for the share of the site-wide sign-in
 * budget one network may use: an IPv6 client is its /48 (what a provider
 * commonly gives one customer, who could otherwise use 65,536 /64s as as many
 * clients); an IPv4 address is itself, the same as its clientKey.
 */
export function networkKey(address: string): string {
  const ipv4 = mappedIPv4(address);
  if (ipv4 !== undefined) return ipv4;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 3).join(":")}::/48`;
}

function mappedIPv4(address: string): string | undefined {
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
}

/** The eight hextets of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split("%")[0] ?? address;
  const [head = "", tail] = withoutZone.split("::");
  const parts = (text: string) => (text === "" ? [] : text.split(":"));
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  const middle = Array.from({ length: 8 - front.length - back.length }, () => "0");
  return [...front, ...middle, ...back].map((hextet) => (/^[0-9a-f]{1,4}$/i.test(hextet) ? Number.parseInt(hextet, 16).toString(16) : hextet));
}
