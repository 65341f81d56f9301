// A call whose answer is a file (exportDonnees): posted as the visitor (postAsVisitor, without their session cookies:
// such a call never changes the session), its answer handed back untouched for a route handler to stream to the
// browser (headers and body), or null when the web-service is out of reach.
import "server-only";
import { cookies } from "next/headers";
import { callPath, type CallContract } from "@cabas/contracts";
import { postAsVisitor } from "./post.ts";
import { apiRoot } from "./api-paths.ts";
import { REQUEST_TIMEOUT_MS } from "./client.ts";

export async function fileCall(contract: CallContract): Promise<Response | null> {
  try {
    return await postAsVisitor(contract, "", false);
  } catch (error) {
    console.error(`[api] ${contract.name} a échoué`, error);
    return null;
  }
}

/** A GET call whose answer is a file (downloadFile), as the signed-in visitor; null when the web-service is out of reach. */
export async function fileGet(contract: CallContract, search: URLSearchParams): Promise<Response | null> {
  const token = (await cookies()).get("ID")?.value;
  try {
    return await fetch(`${apiRoot()}${callPath(contract.name)}?${search}`, {
      headers: { accept: "application/pdf, application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      cache: "no-store",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[api] ${contract.name} a échoué`, error);
    return null;
  }
}
