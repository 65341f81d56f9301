// A call whose answer is a file (exportDonnees): posted as the visitor (postAsVisitor, without their session cookies:
// such a call never changes the session), its answer handed back untouched for a route handler to stream to the
// browser (headers and body), or null when the web-service is out of reach.
import "server-only";
import type { CallContract } from "@cabas/contracts";
import { postAsVisitor } from "./post.ts";

export async function fileCall(contract: CallContract): Promise<Response | null> {
  try {
    return await postAsVisitor(contract, "", false);
  } catch (error) {
    console.error(`[api] ${contract.name} a échoué`, error);
    return null;
  }
}
