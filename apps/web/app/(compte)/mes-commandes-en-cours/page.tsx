// Mes commandes en cours (getCommande type=en_cours).
import type { Metadata } from "next";
import { getCommande } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { ErrorBanner, OrderList } from "@/features/orders/order-parts";

export const metadata: Metadata = { title: "Mes commandes en cours", robots: { index: false } };

export default async function Page() {
  return (
    <AccountPage path="/mes-commandes-en-cours" title="Mes commandes en cours">
      {async () => {
        const result = await callApi(getCommande, { type: "en_cours", limit: 50 });
        return result.ok ? <OrderList orders={result.data.commandes} empty="Aucune commande en cours." /> : <ErrorBanner message={result.message} />;
      }}
    </AccountPage>
  );
}
