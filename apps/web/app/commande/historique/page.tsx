// Orders by type (spec §2: /commande/historique?type={type}): en_cours or terminees.
import type { Metadata } from "next";
import { getCommande } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { ErrorBanner, OrderList } from "@/features/orders/order-parts";

export const metadata: Metadata = { title: "Mes commandes", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<{ type?: string }> }) {
  const { type } = await searchParams;
  const kind = type === "terminees" ? "terminees" : "en_cours";
  return (
    <AccountPage path="/commande/historique" search={`?type=${kind}`} title={kind === "terminees" ? "Mes commandes terminées" : "Mes commandes en cours"}>
      {async () => {
        const result = await callApi(getCommande, { type: kind, limit: 50 });
        return result.ok ? <OrderList orders={result.data.commandes} empty="Aucune commande." /> : <ErrorBanner message={result.message} />;
      }}
    </AccountPage>
  );
}
