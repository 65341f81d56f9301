// Mes commandes terminées (getCommande type=terminees).
import type { Metadata } from "next";
import { getCommande } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { ErrorBanner, OrderList } from "@/features/orders/order-parts";

export const metadata: Metadata = { title: "Mes commandes terminées", robots: { index: false } };

export default async function Page() {
  return (
    <AccountPage path="/mes-commandes-terminees" title="Mes commandes terminées">
      {async () => {
        const result = await callApi(getCommande, { type: "terminees", limit: 50 });
        return result.ok ? <OrderList orders={result.data.commandes} empty="Aucune commande terminée." /> : <ErrorBanner message={result.message} />;
      }}
    </AccountPage>
  );
}
