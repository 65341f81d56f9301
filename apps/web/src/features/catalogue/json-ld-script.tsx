// A JSON-LD <script> carrying the request's CSP nonce (set by proxy.ts in the x-nonce request header).
import { headers } from "next/headers";
import { serializeJsonLd } from "./json-ld.ts";

export async function JsonLd({ data }: { data: unknown }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
