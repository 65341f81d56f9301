// An order's rectifying invoice (downloadFile t=rectificative, ADR 0127), as its invoice is served: the PDF streamed as
// a download, or the order's page saying why there is none, never the web-service's JSON shown raw in the browser.
import { NextResponse, type NextRequest } from "next/server";
import { downloadFile } from "@cabas/contracts";
import { fileGet } from "@/lib/api/file-call";
import { invoiceRefusalPath } from "@/features/orders/invoice-missing";

/** What the browser needs of the web-service's answer to save it as the file it names. */
const FILE_HEADERS = ["content-type", "content-disposition", "cache-control"] as const;

export async function GET(_request: NextRequest, { params }: { params: Promise<{ commandeId: string }> }) {
  const { commandeId } = await params;
  if (!/^[0-9]{1,10}$/.test(commandeId)) return redirect(`/commande/${encodeURIComponent(commandeId)}`);
  const answer = await fileGet(downloadFile, new URLSearchParams({ t: "rectificative", n: commandeId }));
  if (answer?.ok && answer.body && answer.headers.get("content-type")?.startsWith("application/pdf")) {
    const headers = new Headers();
    for (const name of FILE_HEADERS) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new NextResponse(answer.body, { status: 200, headers });
  }
  return redirect(invoiceRefusalPath(commandeId, answer?.status ?? null, "facture-rectificative"));
}

// A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
const redirect = (location: string) => new NextResponse(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
