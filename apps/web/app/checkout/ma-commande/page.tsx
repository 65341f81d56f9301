// The order recap before payment (spec §2 checkout: /checkout/ma-commande).
import type { Metadata } from "next";
import { PageHeader } from "@/features/content/page-header";
import { OrderRecap } from "@/features/orders/order-recap";

export const metadata: Metadata = { title: "Ma commande", robots: { index: false } };

export default function Page() {
  return (
    <div className="page">
      <PageHeader title="Ma commande" />
      <OrderRecap />
    </div>
  );
}
