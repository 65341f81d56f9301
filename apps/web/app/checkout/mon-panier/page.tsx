// The basket page (spec §2 checkout: /checkout/mon-panier). The basket itself comes from the layout's provider.
import type { Metadata } from "next";
import { getBanqueAlimentaire } from "@cabas/contracts";
import { BasketPageView } from "@/features/basket/basket-page-view";
import { PageHeader } from "@/features/content/page-header";
import { callApi } from "@/lib/api/client";

export const metadata: Metadata = { title: "Mon panier", robots: { index: false } };

export default async function Page() {
  const campaign = await callApi(getBanqueAlimentaire, {});
  return (
    <div className="page">
      <PageHeader title="Mon panier" />
      <BasketPageView campaign={campaign.ok ? campaign.data.campagne : null} />
    </div>
  );
}
