// Which address the web-service is told the visitor has (ADR 0011, 0067). Next.js writes X-Forwarded-For only when
// the request has none, so a visitor talking to the storefront directly could send any address and have the
// web-service's per-address limits (sign-in, sign-up, slot places) count it. The storefront's own server sees the
// socket: unless the socket is a front proxy it trusts, the socket's address is the visitor's, whatever the header says.
import type { IncomingHttpHeaders } from "node:http";
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** The front proxies believed by default: the same machine (a local nginx, the journeys' browser, a benchmark). */
export const DEFAULT_TRUSTED_PROXIES = "127.0.0.1,::1";

/**
 * Addresses and networks from a comma-separated setting ("127.0.0.1, ::1, 10.0.0.0/8"); an entry that is neither is
 * an error, so that a typo does not silently trust nobody or everybody.
 */
export function trustedProxies(setting: string): BlockList {
  const list = new BlockList();
  for (const entry of setting.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [address = "", bits] = entry.split("/");
    const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
    if (family === null) throw new Error(`CABAS_WEB_TRUST_PROXY: « ${entry} » n'est ni une adresse IP ni un réseau`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** An IPv4 client seen through an IPv6 socket (::ffff:192.0.2.7) is that IPv4 address. */
const plainAddress = (address: string): string => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

function isTrusted(peer: string, trusted: BlockList): boolean {
  const address = plainAddress(peer);
  if (isIPv4(address)) return trusted.check(address, "ipv4");
  return isIPv6(address) && trusted.check(address, "ipv6");
}

/**
 * Leaves a trusted front proxy's X-Forwarded-For as it wrote it (the client's address last, which is what the
 * web-service reads); from anyone else, replaces the header with the socket's address.
 */
export function settleForwardedFor(headers: IncomingHttpHeaders, peer: string | undefined, trusted: BlockList): void {
  if (peer !== undefined && isTrusted(peer, trusted)) return;
  if (peer === undefined) delete headers["x-forwarded-for"];
  else headers["x-forwarded-for"] = plainAddress(peer);
}
