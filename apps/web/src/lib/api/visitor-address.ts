// Which client address the storefront passes on to the web-service (rate limits per address).
/**
 * The address written by the hop nearest to this server: the last X-Forwarded-For entry (the front proxy appends the
 * client's socket address; without a proxy Next.js writes the socket address itself). Entries further left were
 * sent by the client and prove nothing (ADR 0011).
 */
export function visitorAddress(forwardedFor: string | null): string | null {
  const last = forwardedFor?.split(",").at(-1)?.trim();
  return last && /^[0-9a-fA-F:.]{2,45}$/.test(last) ? last : null;
}
