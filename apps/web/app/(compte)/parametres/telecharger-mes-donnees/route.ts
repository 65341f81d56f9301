// « Télécharger mes données » (exportDonnees, ADR 0082): the settings' button posts here, with or without
// JavaScript; the web-service's file is streamed back as a download, so the shopper stays on the settings page. A
// refusal comes back to the settings' section (or to sign-in), said there.
import { NextResponse, type NextRequest } from "next/server";
import { exportDonnees } from "@cabas/contracts";
import { fileCall } from "@/lib/api/file-call";
import { foreignPostRefusal } from "@/features/account/same-origin";
import { personalDataRefusalPath } from "@/features/account/personal-data-paths";

/** What the browser needs of the web-service's answer to save it as the file it names. */
const FILE_HEADERS = ["content-type", "content-disposition", "cache-control"] as const;

export async function POST(request: NextRequest) {
  // A route handler has no Server Action's origin check: another site must not make a shopper download (and spend
  // one of the hour's exports) behind their back.
  const refusal = foreignPostRefusal(request.headers);
  if (refusal) return refusal;
  const answer = await fileCall(exportDonnees);
  if (answer?.ok && answer.body) {
    const headers = new Headers();
    for (const name of FILE_HEADERS) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new NextResponse(answer.body, { status: 200, headers });
  }
  // A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
  return new NextResponse(null, { status: 303, headers: { Location: personalDataRefusalPath(answer?.status ?? 503), "Cache-Control": "no-store" } });
}
