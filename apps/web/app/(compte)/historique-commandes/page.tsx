// Order history: every order the customer placed, grouped by the month it was placed (ADR 0055).
import type { Metadata } from "next";
import { getCommande } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { ErrorBanner, OrderList } from "@/features/orders/order-parts";

export const metadata: Metadata = { title: "Historique de mes commandes", robots: { index: false } };

export default async function Page() {
  return (
    <AccountPage path="/historique-commandes" title="Historique de mes commandes">
      {async () => {
        const result = await callApi(getCommande, { group: "1", limit: 100 });
        if (!result.ok) return <ErrorBanner message={result.message} />;
        const byId = new Map(result.data.commandes.map((o) => [o.id_commande, o]));
        const groups = result.data.groupes ?? [];
        if (groups.length === 0) return <p>Aucune commande pour le moment.</p>;
        return groups.map((g) => (
          <section key={g.mois}>
            <h2>{g.mois}</h2>
            <OrderList orders={g.commandes.map((id) => byId.get(id)!).filter(Boolean)} empty="" />
          </section>
        ));
      }}
    </AccountPage>
  );
}
