// An order's invoice or rectifying invoice (downloadFile), with or without JavaScript: the web-service's PDF streamed
// as a download, or, when there is none (not delivered yet, cancelled, nothing to correct, someone else's order), the
// order's page saying why in French, never the web-service's JSON shown raw in the browser.
import "server-only";
import { NextResponse } from "next/server";
import { downloadFile } from "@cabas/contracts";
import { fileGet } from "@/lib/api/file-call";
import { invoiceRefusalPath } from "./invoice-missing";

/** What the browser needs of the web-service's answer to save it as the file it names. */
const FILE_HEADERS = ["content-type", "content-disposition", "cache-control"] as const;

/** The web-service's answer streamed as the PDF download it names, or null when it is not a PDF (a refusal). */
export function pdfDownload(answer: Awaited<ReturnType<typeof fileGet>>): NextResponse | null {
  if (!answer?.ok || !answer.body || !answer.headers.get("content-type")?.startsWith("application/pdf")) return null;
  const headers = new Headers();
  for (const name of FILE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new NextResponse(answer.body, { status: 200, headers });
}

/** `kind`: downloadFile's `t`, facture or rectificative (ADR 0127). */
export async function invoiceDownload(commandeId: string, kind: "facture" | "rectificative"): Promise<NextResponse> {
  // Not an order number: its page answers with the 404 page.
  if (!/^[0-9]{1,10}$/.test(commandeId)) return redirect(`/commande/${encodeURIComponent(commandeId)}`);
  const answer = await fileGet(downloadFile, new URLSearchParams({ t: kind, n: commandeId }));
  const pdf = pdfDownload(answer);
  if (pdf) return pdf;
  return redirect(invoiceRefusalPath(commandeId, answer?.status ?? null, kind === "facture" ? "facture" : "facture-rectificative"));
}

// A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
const redirect = (location: string) => new NextResponse(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
