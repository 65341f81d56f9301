// The basket page (spec §2 checkout: /checkout/mon-panier). The basket itself comes from the layout's provider.
import type { Metadata } from "next";
import { getBanqueAlimentaire } from "@cabas/contracts";
import { BasketPageView } from "@/features/basket/basket-page-view";
import { PageHeader } from "@/features/content/page-header";
import { BasketRefetch } from "@/features/basket/basket-refetch";
import { reorderOutcome } from "@/features/orders/reorder-outcome";
import orderStyles from "@/features/orders/orders.module.css";
import { callApi } from "@/lib/api/client";

export const metadata: Metadata = { title: "Mon panier", robots: { index: false } };

type Props = { searchParams: Promise<{ rachat?: string | string[]; indispos?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const [campaign, { rachat, indispos }] = await Promise.all([callApi(getBanqueAlimentaire, {}), searchParams]);
  const reordered = reorderOutcome(rachat, indispos);
  return (
    <div className="page">
      <PageHeader title="Mon panier" />
      {reordered && (
        <>
          <div role="status" className={orderStyles.notice}>
            {reordered.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {/* The basket grew on the web-service: read it again, as this page's provider was not mounted anew. */}
          <BasketRefetch />
        </>
      )}
      <BasketPageView campaign={campaign.ok ? campaign.data.campagne : null} />
    </div>
  );
}
