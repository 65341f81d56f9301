// Which client addresses count as one for a per-address limit: an IPv4 address alone, an IPv6 address with its /64.
// An IPv6 subscriber gets a whole /64 (often a /56), so counting each IPv6 address apart would let a script take a
// fresh address for every request (ADR 0061).
import { isIPv4, isIPv6 } from "node:net";

/** The IPv4 address, "2001:db8:0:1::/64" for an IPv6 one, the text unchanged for anything else. */
export function addressBucket(ip: string): string {
  // ::ffff:192.0.2.7 is an IPv4 client seen through an IPv6 socket.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${networkGroups(ip).join(":")}::/64`;
}

/** The first four groups of an IPv6 address, without leading zeros ("2001:0db8::1" → 2001, db8, 0, 0). */
function networkGroups(ip: string): string[] {
  const [head = "", tail] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  // A trailing dotted IPv4 part (::ffff:…, 64:ff9b::…) stands for two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const zeros = Array<string>(Math.max(0, 8 - width(left) - width(right))).fill("0");
  return [...left, ...zeros, ...right].slice(0, 4).map((group) => parseInt(group, 16).toString(16));
}
