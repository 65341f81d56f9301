// Headers of one connection, which a server passing a request or an answer on keeps to itself.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";

/** Headers of one connection (RFC 9110 §7.6.1), not of the request or answer passed on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade", "proxy-authorization", "proxy-authenticate"]);

/** `headers` without those of the connection they came on, nor the ones its Connection header names. */
export function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(String(headers.connection ?? "").toLowerCase().split(",").map((name) => name.trim()));
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept;
}
