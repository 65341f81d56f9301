// Confirmation of an order paid by SEPA direct debit.
import type { Metadata } from "next";
import { ConfirmationPage } from "@/features/orders/confirmation";

export const metadata: Metadata = { title: "Confirmation de commande", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ commandeId: string }> }) {
  return <ConfirmationPage id={(await params).commandeId} sepa />;
}
