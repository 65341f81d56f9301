// An order's rectifying invoice (ADR 0127), served as its invoice is (invoiceDownload).
import type { NextRequest } from "next/server";
import { invoiceDownload } from "@/features/orders/invoice-download";

export async function GET(_request: NextRequest, { params }: { params: Promise<{ commandeId: string }> }) {
  return invoiceDownload((await params).commandeId, "rectificative");
}
