// Orders by type (spec §2: /commande/historique?type={type}): en_cours or terminees.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCommande } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { ErrorBanner, OrderList } from "@/features/orders/order-parts";
import { historyKind } from "@/features/orders/history-kind";

export const metadata: Metadata = { title: "Mes commandes", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<{ type?: string | string[] }> }) {
  const { type } = await searchParams;
  const kind = historyKind(type);
  // An unknown type: the 404 page (with its status, before anything streams), never another list in its place.
  if (kind === null) notFound();
  return (
    <AccountPage path="/commande/historique" search={`?type=${kind}`} title={kind === "terminees" ? "Mes commandes terminées" : "Mes commandes en cours"}>
      {async () => {
        const result = await callApi(getCommande, { type: kind, limit: 50 });
        return result.ok ? <OrderList orders={result.data.commandes} empty="Aucune commande." /> : <ErrorBanner message={result.message} />;
      }}
    </AccountPage>
  );
}
