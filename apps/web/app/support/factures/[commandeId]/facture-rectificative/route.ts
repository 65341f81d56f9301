// An order's rectifying invoice for accounting (downloadFactureRectificative, permission invoices.write, ADR 0133):
// the web-service's PDF streamed as a download; refused (no permission, none issued), back to the invoices screen,
// which says why it is refused to an account without the permission.
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { downloadFactureRectificative } from "@cabas/contracts";
import { fileGet } from "@/lib/api/file-call";
import { INVOICES_PATH } from "@/features/staff/invoices";
import { pdfDownload } from "@/features/orders/invoice-download";

export async function GET(_request: NextRequest, { params }: { params: Promise<{ commandeId: string }> }) {
  const commandeId = (await params).commandeId;
  const answer = /^[0-9]{1,10}$/.test(commandeId) ? await fileGet(downloadFactureRectificative, new URLSearchParams({ n: commandeId })) : null;
  const pdf = pdfDownload(answer);
  if (pdf) return pdf;
  // A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
  return new NextResponse(null, { status: 303, headers: { Location: `${INVOICES_PATH}#factures-emises`, "Cache-Control": "no-store" } });
}
