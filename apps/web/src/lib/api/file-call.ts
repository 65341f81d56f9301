// A call whose answer is a file (exportDonnees): posted with the shopper's account token, its answer handed back
// untouched for a route handler to stream to the browser (headers and body), or null when the web-service is out
// of reach. No cookies are forwarded back: such a call never changes the session.
import "server-only";
import { cookies, headers as requestHeaders } from "next/headers";
import { callPath, type CallContract } from "@cabas/contracts";
import { apiRoot, REQUEST_TIMEOUT_MS } from "./client.ts";
import { visitorAddress } from "./visitor-address.ts";

export async function fileCall(contract: CallContract): Promise<Response | null> {
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/x-www-form-urlencoded" };
  const token = (await cookies()).get("ID")?.value;
  if (token) headers.authorization = `Bearer ${token}`;
  const visitor = visitorAddress((await requestHeaders()).get("x-forwarded-for"));
  if (visitor) headers["x-forwarded-for"] = visitor;
  try {
    return await fetch(`${apiRoot()}${callPath(contract.name)}`, {
      method: contract.method,
      headers,
      ...(contract.method === "POST" ? { body: "" } : {}),
      cache: "no-store",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[api] ${contract.name} a échoué`, error);
    return null;
  }
}
