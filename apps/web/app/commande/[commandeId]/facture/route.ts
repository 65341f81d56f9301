// An order's invoice, streamed as a download or, when there is none, the order's page saying why (invoiceDownload).
import type { NextRequest } from "next/server";
import { invoiceDownload } from "@/features/orders/invoice-download";

export async function GET(_request: NextRequest, { params }: { params: Promise<{ commandeId: string }> }) {
  return invoiceDownload((await params).commandeId, "facture");
}
