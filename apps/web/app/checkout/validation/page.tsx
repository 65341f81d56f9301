// The mobile recap (spec §2: /checkout/validation): address, slot and totals without the line list.
import type { Metadata } from "next";
import { PageHeader } from "@/features/content/page-header";
import { OrderRecap } from "@/features/orders/order-recap";

export const metadata: Metadata = { title: "Validation de ma commande", robots: { index: false } };

export default function Page() {
  return (
    <div className="page">
      <PageHeader title="Validation" />
      <OrderRecap compact />
    </div>
  );
}
